-- Two more states of a saved result: pending (held for the speed challenge) and removed (taken
-- off the leaderboard by a moderator). Neither ranks: the RANKED predicate keys on verified.
ALTER TABLE "test_results" DROP CONSTRAINT "test_results_verification_check";--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_verification_check" CHECK ("test_results"."verification" in ('verified', 'flagged', 'unverified', 'pending', 'removed'));