CREATE TABLE "leaderboard_best" (
	"user_id" text NOT NULL,
	"duration" integer NOT NULL,
	"difficulty" text NOT NULL,
	"result_id" bigint NOT NULL,
	"wpm" real NOT NULL,
	"accuracy" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_best_user_id_duration_difficulty_pk" PRIMARY KEY("user_id","duration","difficulty")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_speed_counts" (
	"duration" integer NOT NULL,
	"difficulty" text NOT NULL,
	"wpm" real NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "leaderboard_speed_counts_duration_difficulty_wpm_pk" PRIMARY KEY("duration","difficulty","wpm")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_totals" (
	"duration" integer NOT NULL,
	"difficulty" text NOT NULL,
	"tests" bigint NOT NULL,
	"wpm_sum" double precision NOT NULL,
	"accuracy_sum" double precision NOT NULL,
	CONSTRAINT "leaderboard_totals_duration_difficulty_pk" PRIMARY KEY("duration","difficulty")
);
--> statement-breakpoint
DROP INDEX "test_results_timed_rank_idx";--> statement-breakpoint
DROP INDEX "test_results_timed_wpm_idx";--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "test_id" text;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "verification" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "timeline" "bytea";--> statement-breakpoint
CREATE INDEX "leaderboard_best_all_idx" ON "leaderboard_best" USING btree ("wpm" DESC NULLS LAST,"created_at","result_id","user_id","accuracy","duration","difficulty");--> statement-breakpoint
CREATE INDEX "leaderboard_best_duration_idx" ON "leaderboard_best" USING btree ("duration","wpm" DESC NULLS LAST,"created_at","result_id","user_id","accuracy","difficulty");--> statement-breakpoint
CREATE INDEX "leaderboard_best_difficulty_idx" ON "leaderboard_best" USING btree ("difficulty","wpm" DESC NULLS LAST,"created_at","result_id","user_id","accuracy","duration");--> statement-breakpoint
CREATE INDEX "leaderboard_best_both_idx" ON "leaderboard_best" USING btree ("duration","difficulty","wpm" DESC NULLS LAST,"created_at","result_id","user_id","accuracy");--> statement-breakpoint
CREATE INDEX "test_results_ranked_best_idx" ON "test_results" USING btree ("user_id","duration","difficulty","wpm" DESC NULLS LAST,"created_at","id") WHERE mode not like '% Characters' and verification = 'verified';--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_test_id_unique" UNIQUE("test_id");--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_verification_check" CHECK ("test_results"."verification" in ('verified', 'flagged', 'unverified'));--> statement-breakpoint
-- The leaderboard tables follow test_results by trigger. Locks are taken in one order
-- (the user's advisory lock, totals, best row, speed counts from slow to fast), so concurrent
-- saves wait for each other instead of deadlocking.
CREATE FUNCTION leaderboard_total(p_duration integer, p_difficulty text, p_tests integer, p_wpm double precision, p_accuracy double precision) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO leaderboard_totals AS t (duration, difficulty, tests, wpm_sum, accuracy_sum)
  VALUES (p_duration, p_difficulty, p_tests, p_wpm, p_accuracy),
         (0, p_difficulty, p_tests, p_wpm, p_accuracy),
         (p_duration, 'all', p_tests, p_wpm, p_accuracy),
         (0, 'all', p_tests, p_wpm, p_accuracy)
  ON CONFLICT (duration, difficulty) DO UPDATE
  SET tests = t.tests + excluded.tests,
      wpm_sum = t.wpm_sum + excluded.wpm_sum,
      accuracy_sum = t.accuracy_sum + excluded.accuracy_sum;
$$;
--> statement-breakpoint
CREATE FUNCTION leaderboard_count(p_duration integer, p_difficulty text, p_wpm real, p_delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO leaderboard_speed_counts AS c (duration, difficulty, wpm, entries)
  VALUES (p_duration, p_difficulty, p_wpm, p_delta),
         (0, p_difficulty, p_wpm, p_delta),
         (p_duration, 'all', p_wpm, p_delta),
         (0, 'all', p_wpm, p_delta)
  ON CONFLICT (duration, difficulty, wpm) DO UPDATE SET entries = c.entries + excluded.entries;
  DELETE FROM leaderboard_speed_counts
  WHERE wpm = p_wpm AND entries = 0
    AND (duration, difficulty) IN ((p_duration, p_difficulty), (0, p_difficulty), (p_duration, 'all'), (0, 'all'));
$$;
--> statement-breakpoint
-- A best row moving from one speed to another (either may be null: no row before or after).
CREATE FUNCTION leaderboard_move(p_duration integer, p_difficulty text, p_from real, p_to real) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_from IS NOT DISTINCT FROM p_to THEN RETURN; END IF;
  IF p_to IS NULL OR (p_from IS NOT NULL AND p_from < p_to) THEN
    PERFORM leaderboard_count(p_duration, p_difficulty, p_from, -1);
    IF p_to IS NOT NULL THEN PERFORM leaderboard_count(p_duration, p_difficulty, p_to, 1); END IF;
  ELSE
    PERFORM leaderboard_count(p_duration, p_difficulty, p_to, 1);
    IF p_from IS NOT NULL THEN PERFORM leaderboard_count(p_duration, p_difficulty, p_from, -1); END IF;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION leaderboard_add(r test_results) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  cur leaderboard_best%ROWTYPE;
BEGIN
  PERFORM pg_advisory_xact_lock(7501, hashtext(r.user_id));
  PERFORM leaderboard_total(r.duration, r.difficulty, 1, r.wpm, r.accuracy);
  SELECT * INTO cur FROM leaderboard_best
  WHERE user_id = r.user_id AND duration = r.duration AND difficulty = r.difficulty;
  IF NOT FOUND THEN
    INSERT INTO leaderboard_best (user_id, duration, difficulty, result_id, wpm, accuracy, created_at)
    VALUES (r.user_id, r.duration, r.difficulty, r.id, r.wpm, r.accuracy, r.created_at);
    PERFORM leaderboard_move(r.duration, r.difficulty, NULL, r.wpm);
  ELSIF r.wpm > cur.wpm OR (r.wpm = cur.wpm AND (r.created_at, r.id) < (cur.created_at, cur.result_id)) THEN
    UPDATE leaderboard_best
    SET result_id = r.id, wpm = r.wpm, accuracy = r.accuracy, created_at = r.created_at
    WHERE user_id = r.user_id AND duration = r.duration AND difficulty = r.difficulty;
    PERFORM leaderboard_move(r.duration, r.difficulty, cur.wpm, r.wpm);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION leaderboard_remove(r test_results) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  cur leaderboard_best%ROWTYPE;
  nxt test_results%ROWTYPE;
BEGIN
  PERFORM pg_advisory_xact_lock(7501, hashtext(r.user_id));
  PERFORM leaderboard_total(r.duration, r.difficulty, -1, -r.wpm, -r.accuracy);
  SELECT * INTO cur FROM leaderboard_best
  WHERE user_id = r.user_id AND duration = r.duration AND difficulty = r.difficulty;
  IF NOT FOUND OR cur.result_id <> r.id THEN RETURN; END IF;
  SELECT * INTO nxt FROM test_results
  WHERE user_id = r.user_id AND duration = r.duration AND difficulty = r.difficulty
    AND mode NOT LIKE '% Characters' AND verification = 'verified' AND id <> r.id
  ORDER BY wpm DESC NULLS LAST, created_at, id
  LIMIT 1;
  IF FOUND THEN
    UPDATE leaderboard_best
    SET result_id = nxt.id, wpm = nxt.wpm, accuracy = nxt.accuracy, created_at = nxt.created_at
    WHERE user_id = r.user_id AND duration = r.duration AND difficulty = r.difficulty;
    PERFORM leaderboard_move(r.duration, r.difficulty, cur.wpm, nxt.wpm);
  ELSE
    DELETE FROM leaderboard_best
    WHERE user_id = r.user_id AND duration = r.duration AND difficulty = r.difficulty;
    PERFORM leaderboard_move(r.duration, r.difficulty, cur.wpm, NULL);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION test_results_leaderboard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.mode NOT LIKE '% Characters' AND OLD.verification = 'verified' THEN
    PERFORM leaderboard_remove(OLD);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.mode NOT LIKE '% Characters' AND NEW.verification = 'verified' THEN
    PERFORM leaderboard_add(NEW);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER test_results_leaderboard
AFTER INSERT OR DELETE OR UPDATE OF user_id, wpm, accuracy, duration, difficulty, mode, verification, created_at
ON test_results FOR EACH ROW EXECUTE FUNCTION test_results_leaderboard();
--> statement-breakpoint
-- Recomputes the three tables from test_results: after a bulk load with the trigger
-- disabled, or to check the incremental upkeep.
CREATE FUNCTION leaderboard_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM leaderboard_best;
  DELETE FROM leaderboard_speed_counts;
  DELETE FROM leaderboard_totals;
  INSERT INTO leaderboard_best (user_id, duration, difficulty, result_id, wpm, accuracy, created_at)
  SELECT DISTINCT ON (user_id, duration, difficulty)
    user_id, duration, difficulty, id, wpm, accuracy, created_at
  FROM test_results
  WHERE mode NOT LIKE '% Characters' AND verification = 'verified'
  ORDER BY user_id, duration, difficulty, wpm DESC, created_at, id;
  INSERT INTO leaderboard_speed_counts (duration, difficulty, wpm, entries)
  SELECT coalesce(duration, 0), coalesce(difficulty, 'all'), wpm, count(*)
  FROM leaderboard_best
  GROUP BY GROUPING SETS ((duration, difficulty, wpm), (difficulty, wpm), (duration, wpm), (wpm));
  INSERT INTO leaderboard_totals (duration, difficulty, tests, wpm_sum, accuracy_sum)
  SELECT coalesce(duration, 0), coalesce(difficulty, 'all'), count(*), sum(wpm::float8), sum(accuracy::float8)
  FROM test_results
  WHERE mode NOT LIKE '% Characters' AND verification = 'verified'
  GROUP BY GROUPING SETS ((duration, difficulty), (difficulty), (duration), ());
$$;
