-- Daily and weekly boards (issue 36): each period's bests and totals, kept by the leaderboard
-- trigger from now on (db/repeatable/leaderboard.sql, applied right after the migrations).
-- They are filled here from the results already ranked, by the same rule, so today's, this
-- week's and the past periods' boards are there from the start.
CREATE TABLE "leaderboard_period_best" (
	"user_id" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"board" text NOT NULL,
	"duration" integer NOT NULL,
	"difficulty" text NOT NULL,
	"result_id" bigint NOT NULL,
	"wpm" real NOT NULL,
	"accuracy" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_period_best_user_id_period_period_start_board_duration_difficulty_pk" PRIMARY KEY("user_id","period","period_start","board","duration","difficulty")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_period_totals" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"board" text NOT NULL,
	"duration" integer NOT NULL,
	"difficulty" text NOT NULL,
	"tests" bigint NOT NULL,
	"wpm_sum" double precision NOT NULL,
	"accuracy_sum" double precision NOT NULL,
	CONSTRAINT "leaderboard_period_totals_period_period_start_board_duration_difficulty_pk" PRIMARY KEY("period","period_start","board","duration","difficulty")
);
--> statement-breakpoint
CREATE INDEX "leaderboard_period_best_all_idx" ON "leaderboard_period_best" USING btree ("period","period_start","board","wpm" DESC NULLS LAST,"created_at","result_id","user_id","accuracy","duration","difficulty");--> statement-breakpoint
CREATE INDEX "leaderboard_period_best_both_idx" ON "leaderboard_period_best" USING btree ("period","period_start","board","duration","difficulty","wpm" DESC NULLS LAST,"created_at","result_id","user_id","accuracy");--> statement-breakpoint
INSERT INTO "leaderboard_period_best" ("user_id", "period", "period_start", "board", "duration", "difficulty", "result_id", "wpm", "accuracy", "created_at")
SELECT DISTINCT ON (r.user_id, p.period, p.period_start, r.board, r.duration, r.difficulty)
  r.user_id, p.period, p.period_start, r.board, r.duration, r.difficulty, r.id, r.wpm, r.accuracy, r.created_at
FROM "test_results" r
CROSS JOIN LATERAL (VALUES
  ('day', (r.created_at AT TIME ZONE 'UTC')::date),
  ('week', date_trunc('week', r.created_at AT TIME ZONE 'UTC')::date)) AS p (period, period_start)
WHERE r.rankable AND r.verification = 'verified'
  AND r.user_id IN (SELECT "id" FROM "users" WHERE "email_verified")
ORDER BY r.user_id, p.period, p.period_start, r.board, r.duration, r.difficulty, r.wpm DESC, r.created_at, r.id;--> statement-breakpoint
INSERT INTO "leaderboard_period_totals" ("period", "period_start", "board", "duration", "difficulty", "tests", "wpm_sum", "accuracy_sum")
SELECT p.period, p.period_start, r.board, coalesce(r.duration, 0), coalesce(r.difficulty, 'all'),
  count(*), sum(r.wpm::float8), sum(r.accuracy::float8)
FROM "test_results" r
CROSS JOIN LATERAL (VALUES
  ('day', (r.created_at AT TIME ZONE 'UTC')::date),
  ('week', date_trunc('week', r.created_at AT TIME ZONE 'UTC')::date)) AS p (period, period_start)
WHERE r.rankable AND r.verification = 'verified'
  AND r.user_id IN (SELECT "id" FROM "users" WHERE "email_verified")
GROUP BY GROUPING SETS ((p.period, p.period_start, r.board, r.duration, r.difficulty), (p.period, p.period_start, r.board, r.difficulty),
  (p.period, p.period_start, r.board, r.duration), (p.period, p.period_start, r.board))
HAVING count(*) > 0;
