-- Whether a result may rank becomes a column the server sets from the mode (canRank), instead
-- of a rule on the mode's name. Existing rows keep that rule: every mode but the length tests
-- ('{N} Characters') ranks. The update fires no leaderboard trigger (rankable is not among
-- its columns yet); the server installs the triggers that key on the column right after
-- migrating (src/server/leaderboard/leaderboard-triggers.sql).
ALTER TABLE "test_results" ADD COLUMN "rankable" boolean;--> statement-breakpoint
UPDATE "test_results" SET "rankable" = "mode" NOT LIKE '% Characters';--> statement-breakpoint
ALTER TABLE "test_results" ALTER COLUMN "rankable" SET NOT NULL;--> statement-breakpoint
DROP INDEX "test_results_ranked_best_idx";--> statement-breakpoint
CREATE INDEX "test_results_ranked_best_idx" ON "test_results" USING btree ("user_id","duration","difficulty","wpm" DESC NULLS LAST,"created_at","id") WHERE rankable and verification = 'verified';
