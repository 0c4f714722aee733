CREATE TABLE "race_rating_history" (
	"race_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rating_before" double precision NOT NULL,
	"rd_before" double precision NOT NULL,
	"volatility_before" double precision NOT NULL,
	"rating_after" double precision NOT NULL,
	"rd_after" double precision NOT NULL,
	"volatility_after" double precision NOT NULL,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "race_rating_history_race_id_user_id_pk" PRIMARY KEY("race_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "race_ratings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"rating" double precision NOT NULL,
	"rd" double precision NOT NULL,
	"volatility" double precision NOT NULL,
	"races_rated" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "races" DROP CONSTRAINT "races_kind_check";--> statement-breakpoint
ALTER TABLE "race_rating_history" ADD CONSTRAINT "race_rating_history_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_rating_history" ADD CONSTRAINT "race_rating_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_ratings" ADD CONSTRAINT "race_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "race_rating_history_user_idx" ON "race_rating_history" USING btree ("user_id","rated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_kind_check" CHECK ("races"."kind" in ('quick', 'private', 'ranked'));