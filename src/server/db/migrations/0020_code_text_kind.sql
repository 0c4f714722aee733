-- A result may be typed on code (issue "More ways to type"): the text kind check admits it. Its
-- programming language is kept in the language column, which has no check.
ALTER TABLE "test_results" DROP CONSTRAINT "test_results_text_kind_check";--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_text_kind_check" CHECK ("test_results"."text_kind" in ('passages', 'words', 'quotes', 'code'));