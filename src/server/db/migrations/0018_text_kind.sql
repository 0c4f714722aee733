-- A result keeps the kind of text it was typed on and its language (issue "More ways to
-- type"): every result before them was an English passage.
ALTER TABLE "test_results" ADD COLUMN "text_kind" text DEFAULT 'passages' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_text_kind_check" CHECK ("test_results"."text_kind" in ('passages', 'words'));