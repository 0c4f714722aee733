-- A flagged result's typist may ask for a review, with a short message for the moderator.
ALTER TABLE "test_results" ADD COLUMN "review_message" text;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_review_message_check" CHECK (char_length("test_results"."review_message") <= 200);