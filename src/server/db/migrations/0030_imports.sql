CREATE TABLE "imported_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"wpm" real NOT NULL,
	"accuracy" real NOT NULL,
	"duration_ms" integer NOT NULL,
	"mode" text NOT NULL,
	"language" text,
	"taken_at" timestamp with time zone NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_results_source_key_unique" UNIQUE("user_id","source","source_key"),
	CONSTRAINT "imported_results_source_check" CHECK ("imported_results"."source" in ('monkeytype', 'keybr')),
	CONSTRAINT "imported_results_wpm_check" CHECK ("imported_results"."wpm" between 0 and 500),
	CONSTRAINT "imported_results_accuracy_check" CHECK ("imported_results"."accuracy" between 0 and 100),
	CONSTRAINT "imported_results_duration_check" CHECK ("imported_results"."duration_ms" > 0)
);
--> statement-breakpoint
ALTER TABLE "imported_results" ADD CONSTRAINT "imported_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_results_user_taken_idx" ON "imported_results" USING btree ("user_id","taken_at" DESC NULLS LAST);