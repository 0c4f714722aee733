-- A leaderboard per text (issue "More ways to type"): a result's board is its text kind, language
-- and toggles (boardKey in src/core/leaderboard/boards.ts), and the leaderboard tables are keyed
-- by it. Every best row until now was an English passage's, so it moves to 'passages:en'
-- unchanged. Timed, verified results of passages in other languages, common words, quotes and
-- code were unranked only while there was one board to keep them off: the server served and verified them, so they rank now,
-- each on its own board. The leaderboard trigger is dropped first, as the one installed is an
-- older one's without boards; the server installs it again right after migrating
-- (db/repeatable/leaderboard.sql), and the tables are recomputed here by its rule.
DROP TRIGGER IF EXISTS test_results_leaderboard ON test_results;--> statement-breakpoint
DROP INDEX "leaderboard_best_all_idx";--> statement-breakpoint
DROP INDEX "leaderboard_best_duration_idx";--> statement-breakpoint
DROP INDEX "leaderboard_best_difficulty_idx";--> statement-breakpoint
DROP INDEX "leaderboard_best_both_idx";--> statement-breakpoint
DROP INDEX "test_results_ranked_best_idx";--> statement-breakpoint
ALTER TABLE "leaderboard_best" DROP CONSTRAINT "leaderboard_best_user_id_duration_difficulty_pk";--> statement-breakpoint
ALTER TABLE "leaderboard_speed_counts" DROP CONSTRAINT "leaderboard_speed_counts_duration_difficulty_wpm_pk";--> statement-breakpoint
ALTER TABLE "leaderboard_totals" DROP CONSTRAINT "leaderboard_totals_duration_difficulty_pk";--> statement-breakpoint
ALTER TABLE "leaderboard_best" ADD COLUMN "board" text DEFAULT 'passages:en' NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_speed_counts" ADD COLUMN "board" text DEFAULT 'passages:en' NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_totals" ADD COLUMN "board" text DEFAULT 'passages:en' NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_best" ALTER COLUMN "board" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "leaderboard_speed_counts" ALTER COLUMN "board" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "leaderboard_totals" ALTER COLUMN "board" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "leaderboard_best" ADD CONSTRAINT "leaderboard_best_user_id_board_duration_difficulty_pk" PRIMARY KEY("user_id","board","duration","difficulty");--> statement-breakpoint
ALTER TABLE "leaderboard_speed_counts" ADD CONSTRAINT "leaderboard_speed_counts_board_duration_difficulty_wpm_pk" PRIMARY KEY("board","duration","difficulty","wpm");--> statement-breakpoint
ALTER TABLE "leaderboard_totals" ADD CONSTRAINT "leaderboard_totals_board_duration_difficulty_pk" PRIMARY KEY("board","duration","difficulty");--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "board" text GENERATED ALWAYS AS (text_kind || ':' || language || case when include_punctuation then ':punctuation' else '' end || case when include_numbers then ':numbers' else '' end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "leaderboard_best_all_idx" ON "leaderboard_best" USING btree ("board","wpm" DESC NULLS LAST,"created_at","result_id","user_id","accuracy","duration","difficulty");--> statement-breakpoint
CREATE INDEX "leaderboard_best_duration_idx" ON "leaderboard_best" USING btree ("board","duration","wpm" DESC NULLS LAST,"created_at","result_id","user_id","accuracy","difficulty");--> statement-breakpoint
CREATE INDEX "leaderboard_best_difficulty_idx" ON "leaderboard_best" USING btree ("board","difficulty","wpm" DESC NULLS LAST,"created_at","result_id","user_id","accuracy","duration");--> statement-breakpoint
CREATE INDEX "leaderboard_best_both_idx" ON "leaderboard_best" USING btree ("board","duration","difficulty","wpm" DESC NULLS LAST,"created_at","result_id","user_id","accuracy");--> statement-breakpoint
CREATE INDEX "test_results_ranked_best_idx" ON "test_results" USING btree ("user_id","board","duration","difficulty","wpm" DESC NULLS LAST,"created_at","id") WHERE rankable and verification = 'verified';--> statement-breakpoint
UPDATE "test_results" SET "rankable" = true
WHERE "board" <> 'passages:en' AND NOT "rankable"
  AND "mode" IN ('30-seconds', '1-minute', '2-minute', '3-minute', '5-minute', '10-minute');--> statement-breakpoint
-- Only those results can have joined: a board's rows are what leaderboard_rebuild() would make.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM test_results WHERE board <> 'passages:en' AND rankable AND verification = 'verified') THEN
    INSERT INTO leaderboard_best (user_id, board, duration, difficulty, result_id, wpm, accuracy, created_at)
    SELECT DISTINCT ON (user_id, board, duration, difficulty)
      user_id, board, duration, difficulty, id, wpm, accuracy, created_at
    FROM test_results
    WHERE board <> 'passages:en' AND rankable AND verification = 'verified'
      AND user_id IN (SELECT id FROM users WHERE email_verified)
    ORDER BY user_id, board, duration, difficulty, wpm DESC, created_at, id;
    INSERT INTO leaderboard_speed_counts (board, duration, difficulty, wpm, entries)
    SELECT board, coalesce(duration, 0), coalesce(difficulty, 'all'), wpm, count(*)
    FROM leaderboard_best
    WHERE board <> 'passages:en'
    GROUP BY GROUPING SETS ((board, duration, difficulty, wpm), (board, difficulty, wpm), (board, duration, wpm), (board, wpm));
    INSERT INTO leaderboard_totals (board, duration, difficulty, tests, wpm_sum, accuracy_sum)
    SELECT board, coalesce(duration, 0), coalesce(difficulty, 'all'), count(*), sum(wpm::float8), sum(accuracy::float8)
    FROM test_results
    WHERE board <> 'passages:en' AND rankable AND verification = 'verified'
      AND user_id IN (SELECT id FROM users WHERE email_verified)
    GROUP BY GROUPING SETS ((board, duration, difficulty), (board, difficulty), (board, duration), (board))
    HAVING count(*) > 0;
  END IF;
END $$;
