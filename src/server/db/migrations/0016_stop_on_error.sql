-- The stop on error setting a test ran under (issue 33): shown with the result, never in its score.
ALTER TABLE "test_results" ADD COLUMN "stop_on_error" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_stop_on_error_check" CHECK ("test_results"."stop_on_error" in ('off', 'letter', 'word'));