-- Prose passages in French, German, Spanish and Russian besides English (issue "More ways to
-- type"): each passage names its language, and a test draws from one language and difficulty.
DROP INDEX "typing_texts_difficulty_idx";--> statement-breakpoint
ALTER TABLE "typing_texts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "typing_texts_language_difficulty_idx" ON "typing_texts" USING btree ("language","difficulty");--> statement-breakpoint
ALTER TABLE "typing_texts" ADD CONSTRAINT "typing_texts_language_check" CHECK ("typing_texts"."language" in ('en', 'fr', 'de', 'es', 'ru'));