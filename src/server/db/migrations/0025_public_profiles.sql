-- Public profiles (/u/:username, issue 36): a short bio and keyboard the typist writes, and
-- whether they keep the whole profile to themselves.
ALTER TABLE "users" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "keyboard" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_private" boolean DEFAULT false NOT NULL;