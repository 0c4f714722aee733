-- Test tokens are used up by any save attempt, not only a stored result: the saved ones so far
-- are spent already, their tests ended by the time they were saved.
CREATE TABLE "spent_test_tokens" (
	"test_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"spent_at" timestamp with time zone NOT NULL,
	"test_ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "spent_test_tokens" ADD CONSTRAINT "spent_test_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spent_test_tokens_user_idx" ON "spent_test_tokens" USING btree ("user_id","test_ended_at" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "spent_test_tokens" ("test_id", "user_id", "spent_at", "test_ended_at") SELECT "test_id", "user_id", "created_at", "created_at" FROM "test_results" WHERE "test_id" IS NOT NULL;