-- The speed challenge: speed_challenges holds each challenge issued for a pending result (its
-- words, required speed, time limit, when it was issued, started and used, and the outcome and
-- certified speed of a pass); test_results.review_requested_at marks pending results whose
-- typist asked for a moderator's review instead.
CREATE TABLE "speed_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"result_id" bigint NOT NULL,
	"text" text NOT NULL,
	"required_wpm" integer NOT NULL,
	"time_limit_ms" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"passed" boolean,
	"wpm" integer,
	"accuracy" integer,
	"certified_wpm" integer
);
--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "speed_challenges" ADD CONSTRAINT "speed_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speed_challenges" ADD CONSTRAINT "speed_challenges_result_id_test_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."test_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speed_challenges_user_issued_idx" ON "speed_challenges" USING btree ("user_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "speed_challenges_result_idx" ON "speed_challenges" USING btree ("result_id");--> statement-breakpoint
CREATE INDEX "test_results_review_requested_idx" ON "test_results" USING btree ("review_requested_at") WHERE "test_results"."review_requested_at" is not null;