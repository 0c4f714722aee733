CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"wpm" real NOT NULL,
	"accuracy" real NOT NULL,
	"duration" integer NOT NULL,
	"mode" text NOT NULL,
	"difficulty" text NOT NULL,
	"include_punctuation" boolean DEFAULT false NOT NULL,
	"include_numbers" boolean DEFAULT false NOT NULL,
	"raw_text" text NOT NULL,
	"typed_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_results_difficulty_check" CHECK (difficulty in ('easy', 'medium', 'hard')),
	CONSTRAINT "test_results_wpm_check" CHECK ("test_results"."wpm" >= 0),
	CONSTRAINT "test_results_accuracy_check" CHECK ("test_results"."accuracy" between 0 and 100),
	CONSTRAINT "test_results_duration_check" CHECK ("test_results"."duration" > 0)
);
--> statement-breakpoint
CREATE TABLE "typing_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"difficulty" text NOT NULL,
	CONSTRAINT "typing_texts_text_unique" UNIQUE("text"),
	CONSTRAINT "typing_texts_difficulty_check" CHECK (difficulty in ('easy', 'medium', 'hard'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"display_username" text,
	"name" text DEFAULT '' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_account_key" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "test_results_user_created_idx" ON "test_results" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_results_timed_rank_idx" ON "test_results" USING btree ("duration","difficulty","wpm" DESC NULLS LAST) WHERE "test_results"."mode" not like '% Characters';--> statement-breakpoint
CREATE INDEX "test_results_timed_wpm_idx" ON "test_results" USING btree ("wpm" DESC NULLS LAST) WHERE "test_results"."mode" not like '% Characters';--> statement-breakpoint
CREATE INDEX "typing_texts_difficulty_idx" ON "typing_texts" USING btree ("difficulty");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");