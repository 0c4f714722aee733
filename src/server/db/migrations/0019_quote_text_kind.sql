-- A result may be typed on quotes (issue "More ways to type"): the text kind check admits them.
ALTER TABLE "test_results" DROP CONSTRAINT "test_results_text_kind_check";--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_text_kind_check" CHECK ("test_results"."text_kind" in ('passages', 'words', 'quotes'));