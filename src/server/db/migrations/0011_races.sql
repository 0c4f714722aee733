CREATE TABLE "race_entries" (
	"race_id" text NOT NULL,
	"racer_id" text NOT NULL,
	"user_id" text,
	"name" text,
	"place" integer,
	"wpm" real NOT NULL,
	"accuracy" real NOT NULL,
	"finished" boolean NOT NULL,
	"time_ms" integer,
	"result_id" bigint,
	CONSTRAINT "race_entries_race_id_racer_id_pk" PRIMARY KEY("race_id","racer_id"),
	CONSTRAINT "race_entries_place_check" CHECK ("race_entries"."place" is null or "race_entries"."place" between 1 and 5),
	CONSTRAINT "race_entries_name_check" CHECK ("race_entries"."name" is null or "race_entries"."user_id" is null)
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"difficulty" text NOT NULL,
	"passage_id" integer NOT NULL,
	"passage" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	CONSTRAINT "races_kind_check" CHECK ("races"."kind" in ('quick', 'private')),
	CONSTRAINT "races_difficulty_check" CHECK (difficulty in ('easy', 'medium', 'hard'))
);
--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_result_id_test_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."test_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "race_entries_user_idx" ON "race_entries" USING btree ("user_id");