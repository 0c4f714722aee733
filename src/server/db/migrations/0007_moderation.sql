-- Moderation: the admin role and bans on users, typists' reports of ranked results, and the log
-- of every moderator action.
CREATE TABLE "moderation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"moderator_id" text NOT NULL,
	"moderator_name" text NOT NULL,
	"action" text NOT NULL,
	"target_result_id" bigint,
	"target_user_id" text NOT NULL,
	"target_username" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_log_action_check" CHECK ("moderation_log"."action" in ('rank', 'unrank', 'ban'))
);
--> statement-breakpoint
CREATE TABLE "result_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"result_id" bigint NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "result_reports" ADD CONSTRAINT "result_reports_result_id_test_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."test_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_reports" ADD CONSTRAINT "result_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_log_created_idx" ON "moderation_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "result_reports_reporter_result_key" ON "result_reports" USING btree ("reporter_id","result_id");--> statement-breakpoint
CREATE INDEX "result_reports_result_idx" ON "result_reports" USING btree ("result_id");--> statement-breakpoint
CREATE INDEX "result_reports_reporter_created_idx" ON "result_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "test_results_review_idx" ON "test_results" USING btree ("created_at" DESC NULLS LAST) WHERE "test_results"."verification" in ('flagged', 'pending');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin'));--> statement-breakpoint
-- A banned typist's result never ranks, whichever path would rank it (a save, a passed speed
-- challenge, a moderator): it is stored as removed instead, before the leaderboard triggers run.
CREATE FUNCTION test_results_banned_unranked() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.verification = 'verified' AND EXISTS (
    SELECT 1 FROM users WHERE id = NEW.user_id AND banned_at IS NOT NULL
  ) THEN
    NEW.verification := 'removed';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER test_results_banned_unranked
BEFORE INSERT OR UPDATE OF verification ON test_results
FOR EACH ROW EXECUTE FUNCTION test_results_banned_unranked();
