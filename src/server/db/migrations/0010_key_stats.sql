-- Key figures are kept from new saves on: older results keep null and stay out of the typist's
-- sum, as computing theirs would take replaying each timeline, which SQL cannot do.
CREATE TABLE "user_key_stats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"stats" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "key_stats" jsonb;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "elapsed_ms" integer;--> statement-breakpoint
ALTER TABLE "user_key_stats" ADD CONSTRAINT "user_key_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_results_user_mode_idx" ON "test_results" USING btree ("user_id","mode","difficulty","created_at" DESC NULLS LAST);