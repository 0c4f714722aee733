CREATE TABLE "repeatable_scripts" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Leaderboard tables kept before results waited for a verified address hold unverified
-- typists' bests: recomputed once by today's rule. The statements are leaderboard_rebuild()'s
-- (db/repeatable/leaderboard.sql), written out because the function installed on such a
-- database is still an older one's, and on a new database none is installed yet.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM leaderboard_best b JOIN users u ON u.id = b.user_id WHERE NOT u.email_verified) THEN
    DELETE FROM leaderboard_best;
    DELETE FROM leaderboard_speed_counts;
    DELETE FROM leaderboard_totals;
    INSERT INTO leaderboard_best (user_id, duration, difficulty, result_id, wpm, accuracy, created_at)
    SELECT DISTINCT ON (user_id, duration, difficulty)
      user_id, duration, difficulty, id, wpm, accuracy, created_at
    FROM test_results
    WHERE rankable AND verification = 'verified'
      AND user_id IN (SELECT id FROM users WHERE email_verified)
    ORDER BY user_id, duration, difficulty, wpm DESC, created_at, id;
    INSERT INTO leaderboard_speed_counts (duration, difficulty, wpm, entries)
    SELECT coalesce(duration, 0), coalesce(difficulty, 'all'), wpm, count(*)
    FROM leaderboard_best
    GROUP BY GROUPING SETS ((duration, difficulty, wpm), (difficulty, wpm), (duration, wpm), (wpm));
    INSERT INTO leaderboard_totals (duration, difficulty, tests, wpm_sum, accuracy_sum)
    SELECT coalesce(duration, 0), coalesce(difficulty, 'all'), count(*), sum(wpm::float8), sum(accuracy::float8)
    FROM test_results
    WHERE rankable AND verification = 'verified'
      AND user_id IN (SELECT id FROM users WHERE email_verified)
    GROUP BY GROUPING SETS ((duration, difficulty), (difficulty), (duration), ())
    HAVING count(*) > 0;
  END IF;
END $$;
