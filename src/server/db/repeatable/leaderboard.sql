-- The leaderboard tables (leaderboard_best, leaderboard_speed_counts, leaderboard_totals)
-- follow test_results by trigger, in the same transaction as the change, so they can never
-- disagree with it. A result counts when it is rankable (set from the mode at insert) and
-- verified, and its typist's e-mail address is verified: the users trigger below adds every
-- such result of a typist when their address is verified, so nothing has to be typed again.
--
-- This file is the one definition. It is a repeatable script (src/server/db/repeatable.ts): the
-- server applies it after the drizzle migrations, under the same lock, whenever its text differs
-- from the one last applied. Every statement replaces what is there, so running it again
-- changes nothing.
--
-- The daily and weekly boards (leaderboard_period_best, leaderboard_period_totals) follow the
-- same results by the same rules, each row keyed by its period: the UTC day or ISO week the
-- result was typed in. They need no speed counts, as a period's board is small enough to page
-- through its index with an offset.
--
-- Each board (test_results.board: the text kind, language and toggles) is a leaderboard of its
-- own: every row below is keyed by it, and nothing is counted across boards.
--
-- Locks are taken in one order (the user's advisory lock, totals, best row, speed counts from
-- slow to fast, then the day's totals and best row, then the week's), so concurrent saves wait for each other instead of deadlocking.

-- Adds to the totals of the result's filter and of the three wider filters of its board (0 and
-- 'all' stand for every duration and every difficulty).
DROP FUNCTION IF EXISTS leaderboard_total(integer, text, integer, double precision, double precision);
CREATE OR REPLACE FUNCTION leaderboard_total(p_board text, p_duration integer, p_difficulty text, p_tests integer, p_wpm double precision, p_accuracy double precision) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO leaderboard_totals AS t (board, duration, difficulty, tests, wpm_sum, accuracy_sum)
  VALUES (p_board, p_duration, p_difficulty, p_tests, p_wpm, p_accuracy),
         (p_board, 0, p_difficulty, p_tests, p_wpm, p_accuracy),
         (p_board, p_duration, 'all', p_tests, p_wpm, p_accuracy),
         (p_board, 0, 'all', p_tests, p_wpm, p_accuracy)
  ON CONFLICT (board, duration, difficulty) DO UPDATE
  SET tests = t.tests + excluded.tests,
      wpm_sum = t.wpm_sum + excluded.wpm_sum,
      accuracy_sum = t.accuracy_sum + excluded.accuracy_sum;
$$;

-- Counts one best row more or less at a speed, in the board's four filters; empty counts are
-- removed.
DROP FUNCTION IF EXISTS leaderboard_count(integer, text, real, integer);
CREATE OR REPLACE FUNCTION leaderboard_count(p_board text, p_duration integer, p_difficulty text, p_wpm real, p_delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO leaderboard_speed_counts AS c (board, duration, difficulty, wpm, entries)
  VALUES (p_board, p_duration, p_difficulty, p_wpm, p_delta),
         (p_board, 0, p_difficulty, p_wpm, p_delta),
         (p_board, p_duration, 'all', p_wpm, p_delta),
         (p_board, 0, 'all', p_wpm, p_delta)
  ON CONFLICT (board, duration, difficulty, wpm) DO UPDATE SET entries = c.entries + excluded.entries;
  DELETE FROM leaderboard_speed_counts
  WHERE board = p_board AND wpm = p_wpm AND entries = 0
    AND (duration, difficulty) IN ((p_duration, p_difficulty), (0, p_difficulty), (p_duration, 'all'), (0, 'all'));
$$;

-- A best row moving from one speed to another (either may be null: no row before or after).
DROP FUNCTION IF EXISTS leaderboard_move(integer, text, real, real);
CREATE OR REPLACE FUNCTION leaderboard_move(p_board text, p_duration integer, p_difficulty text, p_from real, p_to real) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_from IS NOT DISTINCT FROM p_to THEN RETURN; END IF;
  IF p_to IS NULL OR (p_from IS NOT NULL AND p_from < p_to) THEN
    PERFORM leaderboard_count(p_board, p_duration, p_difficulty, p_from, -1);
    IF p_to IS NOT NULL THEN PERFORM leaderboard_count(p_board, p_duration, p_difficulty, p_to, 1); END IF;
  ELSE
    PERFORM leaderboard_count(p_board, p_duration, p_difficulty, p_to, 1);
    IF p_from IS NOT NULL THEN PERFORM leaderboard_count(p_board, p_duration, p_difficulty, p_from, -1); END IF;
  END IF;
END $$;

-- The UTC date a moment's day or ISO week (from Monday) begins on: periodStart in
-- src/core/leaderboard/periods.ts.
CREATE OR REPLACE FUNCTION leaderboard_period_start(p_period text, p_at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_period
    WHEN 'day' THEN (p_at AT TIME ZONE 'UTC')::date
    ELSE date_trunc('week', p_at AT TIME ZONE 'UTC')::date
  END;
$$;

-- Every ranked result (before the typist's verified address is asked) once per period kind,
-- with the start of its day or week: the bulk upkeep below reads it.
CREATE OR REPLACE VIEW leaderboard_period_results AS
  SELECT r.id, r.user_id, r.board, r.duration, r.difficulty, r.wpm, r.accuracy, r.created_at,
    p.period, leaderboard_period_start(p.period, r.created_at) AS period_start
  FROM test_results r CROSS JOIN (VALUES ('day'), ('week')) AS p (period)
  WHERE r.rankable AND r.verification = 'verified';

-- leaderboard_total for one day or week.
CREATE OR REPLACE FUNCTION leaderboard_period_total(p_period text, p_start date, r test_results, p_sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO leaderboard_period_totals AS t (period, period_start, board, duration, difficulty, tests, wpm_sum, accuracy_sum)
  VALUES (p_period, p_start, r.board, r.duration, r.difficulty, p_sign, p_sign * r.wpm, p_sign * r.accuracy),
         (p_period, p_start, r.board, 0, r.difficulty, p_sign, p_sign * r.wpm, p_sign * r.accuracy),
         (p_period, p_start, r.board, r.duration, 'all', p_sign, p_sign * r.wpm, p_sign * r.accuracy),
         (p_period, p_start, r.board, 0, 'all', p_sign, p_sign * r.wpm, p_sign * r.accuracy)
  ON CONFLICT (period, period_start, board, duration, difficulty) DO UPDATE
  SET tests = t.tests + excluded.tests,
      wpm_sum = t.wpm_sum + excluded.wpm_sum,
      accuracy_sum = t.accuracy_sum + excluded.accuracy_sum;
$$;

-- A ranked result arrives on its day's or week's board: it joins the period's totals, and
-- becomes its user's best row there if it beats the one there (ties to the earlier result).
CREATE OR REPLACE FUNCTION leaderboard_period_add(r test_results, p_period text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  s date := leaderboard_period_start(p_period, r.created_at);
BEGIN
  PERFORM leaderboard_period_total(p_period, s, r, 1);
  INSERT INTO leaderboard_period_best AS b
    (user_id, period, period_start, board, duration, difficulty, result_id, wpm, accuracy, created_at)
  VALUES (r.user_id, p_period, s, r.board, r.duration, r.difficulty, r.id, r.wpm, r.accuracy, r.created_at)
  ON CONFLICT (user_id, period, period_start, board, duration, difficulty) DO UPDATE
  SET result_id = excluded.result_id, wpm = excluded.wpm, accuracy = excluded.accuracy,
      created_at = excluded.created_at
  WHERE excluded.wpm > b.wpm
     OR (excluded.wpm = b.wpm AND (excluded.created_at, excluded.result_id) < (b.created_at, b.result_id));
END $$;

-- A ranked result leaves its day's or week's board: if it was its user's best row there, the
-- next best ranked result of that period takes its place (test_results_ranked_best_idx).
CREATE OR REPLACE FUNCTION leaderboard_period_remove(r test_results, p_period text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  s date := leaderboard_period_start(p_period, r.created_at);
  nxt test_results%ROWTYPE;
BEGIN
  PERFORM leaderboard_period_total(p_period, s, r, -1);
  PERFORM 1 FROM leaderboard_period_best
  WHERE user_id = r.user_id AND period = p_period AND period_start = s AND board = r.board
    AND duration = r.duration AND difficulty = r.difficulty AND result_id = r.id;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT * INTO nxt FROM test_results
  WHERE user_id = r.user_id AND board = r.board AND duration = r.duration AND difficulty = r.difficulty
    AND rankable AND verification = 'verified' AND id <> r.id
    AND created_at >= s::timestamp AT TIME ZONE 'UTC'
    AND created_at < (s + CASE p_period WHEN 'day' THEN 1 ELSE 7 END)::timestamp AT TIME ZONE 'UTC'
  ORDER BY wpm DESC NULLS LAST, created_at, id
  LIMIT 1;
  IF FOUND THEN
    UPDATE leaderboard_period_best
    SET result_id = nxt.id, wpm = nxt.wpm, accuracy = nxt.accuracy, created_at = nxt.created_at
    WHERE user_id = r.user_id AND period = p_period AND period_start = s AND board = r.board
      AND duration = r.duration AND difficulty = r.difficulty;
  ELSE
    DELETE FROM leaderboard_period_best
    WHERE user_id = r.user_id AND period = p_period AND period_start = s AND board = r.board
      AND duration = r.duration AND difficulty = r.difficulty;
  END IF;
END $$;

-- A ranked result arrives: it joins the totals, and becomes its user's best row for its
-- board, duration and difficulty if it beats the one there (ties go to the earlier result);
-- then the same on its day's and week's boards.
CREATE OR REPLACE FUNCTION leaderboard_add(r test_results) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  cur leaderboard_best%ROWTYPE;
BEGIN
  PERFORM pg_advisory_xact_lock(7501, hashtext(r.user_id));
  PERFORM leaderboard_total(r.board, r.duration, r.difficulty, 1, r.wpm, r.accuracy);
  SELECT * INTO cur FROM leaderboard_best
  WHERE user_id = r.user_id AND board = r.board AND duration = r.duration AND difficulty = r.difficulty;
  IF NOT FOUND THEN
    INSERT INTO leaderboard_best (user_id, board, duration, difficulty, result_id, wpm, accuracy, created_at)
    VALUES (r.user_id, r.board, r.duration, r.difficulty, r.id, r.wpm, r.accuracy, r.created_at);
    PERFORM leaderboard_move(r.board, r.duration, r.difficulty, NULL, r.wpm);
  ELSIF r.wpm > cur.wpm OR (r.wpm = cur.wpm AND (r.created_at, r.id) < (cur.created_at, cur.result_id)) THEN
    UPDATE leaderboard_best
    SET result_id = r.id, wpm = r.wpm, accuracy = r.accuracy, created_at = r.created_at
    WHERE user_id = r.user_id AND board = r.board AND duration = r.duration AND difficulty = r.difficulty;
    PERFORM leaderboard_move(r.board, r.duration, r.difficulty, cur.wpm, r.wpm);
  END IF;
  PERFORM leaderboard_period_add(r, 'day');
  PERFORM leaderboard_period_add(r, 'week');
END $$;

-- A ranked result leaves: it leaves the totals, and if it was its user's best row, the next
-- best ranked result takes its place (test_results_ranked_best_idx finds it); then the same on
-- its day's and week's boards.
CREATE OR REPLACE FUNCTION leaderboard_remove(r test_results) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  cur leaderboard_best%ROWTYPE;
  nxt test_results%ROWTYPE;
BEGIN
  PERFORM pg_advisory_xact_lock(7501, hashtext(r.user_id));
  PERFORM leaderboard_total(r.board, r.duration, r.difficulty, -1, -r.wpm, -r.accuracy);
  SELECT * INTO cur FROM leaderboard_best
  WHERE user_id = r.user_id AND board = r.board AND duration = r.duration AND difficulty = r.difficulty;
  IF FOUND AND cur.result_id = r.id THEN
    SELECT * INTO nxt FROM test_results
    WHERE user_id = r.user_id AND board = r.board AND duration = r.duration AND difficulty = r.difficulty
      AND rankable AND verification = 'verified' AND id <> r.id
    ORDER BY wpm DESC NULLS LAST, created_at, id
    LIMIT 1;
    IF FOUND THEN
      UPDATE leaderboard_best
      SET result_id = nxt.id, wpm = nxt.wpm, accuracy = nxt.accuracy, created_at = nxt.created_at
      WHERE user_id = r.user_id AND board = r.board AND duration = r.duration AND difficulty = r.difficulty;
      PERFORM leaderboard_move(r.board, r.duration, r.difficulty, cur.wpm, nxt.wpm);
    ELSE
      DELETE FROM leaderboard_best
      WHERE user_id = r.user_id AND board = r.board AND duration = r.duration AND difficulty = r.difficulty;
      PERFORM leaderboard_move(r.board, r.duration, r.difficulty, cur.wpm, NULL);
    END IF;
  END IF;
  PERFORM leaderboard_period_remove(r, 'day');
  PERFORM leaderboard_period_remove(r, 'week');
END $$;

-- Whether a typist's results count: their e-mail address is verified. The user's lock comes
-- first, so a verification committing meanwhile either is seen here or sees this result.
CREATE OR REPLACE FUNCTION leaderboard_typist(p_user_id text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7501, hashtext(p_user_id));
  RETURN EXISTS (SELECT 1 FROM users WHERE id = p_user_id AND email_verified);
END $$;

-- An update is a removal of the old row and an addition of the new one, each if it ranks.
CREATE OR REPLACE FUNCTION test_results_leaderboard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.rankable AND OLD.verification = 'verified'
     AND leaderboard_typist(OLD.user_id) THEN
    PERFORM leaderboard_remove(OLD);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.rankable AND NEW.verification = 'verified'
     AND leaderboard_typist(NEW.user_id) THEN
    PERFORM leaderboard_add(NEW);
  END IF;
  RETURN NULL;
END $$;

-- Adds (p_sign 1) or takes away (-1) all of a typist's ranked results in the totals, with one
-- statement in the order single saves lock them: the typist's filters, then the wider ones.
CREATE OR REPLACE FUNCTION leaderboard_user_totals(p_user_id text, p_sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO leaderboard_totals AS t (board, duration, difficulty, tests, wpm_sum, accuracy_sum)
  SELECT board, duration, difficulty, p_sign * tests, p_sign * wpm_sum, p_sign * accuracy_sum
  FROM (
    SELECT board, coalesce(duration, 0) AS duration, coalesce(difficulty, 'all') AS difficulty,
      count(*) AS tests, sum(wpm::float8) AS wpm_sum, sum(accuracy::float8) AS accuracy_sum
    FROM test_results
    WHERE user_id = p_user_id AND rankable AND verification = 'verified'
    GROUP BY GROUPING SETS ((board, duration, difficulty), (board, difficulty), (board, duration), (board))
    HAVING count(*) > 0
  ) sums
  ORDER BY board, difficulty = 'all', duration = 0, duration, difficulty
  ON CONFLICT (board, duration, difficulty) DO UPDATE
  SET tests = t.tests + excluded.tests,
      wpm_sum = t.wpm_sum + excluded.wpm_sum,
      accuracy_sum = t.accuracy_sum + excluded.accuracy_sum;
$$;

-- leaderboard_user_totals for the days and weeks of the typist's ranked results.
CREATE OR REPLACE FUNCTION leaderboard_user_period_totals(p_user_id text, p_sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO leaderboard_period_totals AS t (period, period_start, board, duration, difficulty, tests, wpm_sum, accuracy_sum)
  SELECT period, period_start, board, duration, difficulty, p_sign * tests, p_sign * wpm_sum, p_sign * accuracy_sum
  FROM (
    SELECT period, period_start, board, coalesce(duration, 0) AS duration,
      coalesce(difficulty, 'all') AS difficulty,
      count(*) AS tests, sum(wpm::float8) AS wpm_sum, sum(accuracy::float8) AS accuracy_sum
    FROM leaderboard_period_results
    WHERE user_id = p_user_id
    GROUP BY GROUPING SETS ((period, period_start, board, duration, difficulty), (period, period_start, board, difficulty),
      (period, period_start, board, duration), (period, period_start, board))
    HAVING count(*) > 0
  ) sums
  ORDER BY period, period_start, board, difficulty = 'all', duration = 0, duration, difficulty
  ON CONFLICT (period, period_start, board, duration, difficulty) DO UPDATE
  SET tests = t.tests + excluded.tests,
      wpm_sum = t.wpm_sum + excluded.wpm_sum,
      accuracy_sum = t.accuracy_sum + excluded.accuracy_sum;
$$;

-- A typist's address is verified: their ranked results join at once, their bests among them.
-- They had no best rows, as their results did not count until now.
CREATE OR REPLACE FUNCTION leaderboard_join(p_user_id text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  b record;
BEGIN
  PERFORM pg_advisory_xact_lock(7501, hashtext(p_user_id));
  PERFORM leaderboard_user_totals(p_user_id, 1);
  INSERT INTO leaderboard_best (user_id, board, duration, difficulty, result_id, wpm, accuracy, created_at)
  SELECT DISTINCT ON (board, duration, difficulty)
    user_id, board, duration, difficulty, id, wpm, accuracy, created_at
  FROM test_results
  WHERE user_id = p_user_id AND rankable AND verification = 'verified'
  ORDER BY board, duration, difficulty, wpm DESC, created_at, id;
  FOR b IN SELECT board, duration, difficulty, wpm FROM leaderboard_best WHERE user_id = p_user_id ORDER BY wpm LOOP
    PERFORM leaderboard_count(b.board, b.duration, b.difficulty, b.wpm, 1);
  END LOOP;
  PERFORM leaderboard_user_period_totals(p_user_id, 1);
  INSERT INTO leaderboard_period_best
    (user_id, period, period_start, board, duration, difficulty, result_id, wpm, accuracy, created_at)
  SELECT DISTINCT ON (period, period_start, board, duration, difficulty)
    user_id, period, period_start, board, duration, difficulty, id, wpm, accuracy, created_at
  FROM leaderboard_period_results
  WHERE user_id = p_user_id
  ORDER BY period, period_start, board, duration, difficulty, wpm DESC, created_at, id;
END $$;

-- A typist's results stop counting (their address is no longer verified, or they are deleted).
CREATE OR REPLACE FUNCTION leaderboard_leave(p_user_id text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  b record;
BEGIN
  PERFORM pg_advisory_xact_lock(7501, hashtext(p_user_id));
  PERFORM leaderboard_user_totals(p_user_id, -1);
  FOR b IN SELECT board, duration, difficulty, wpm FROM leaderboard_best WHERE user_id = p_user_id ORDER BY wpm LOOP
    PERFORM leaderboard_count(b.board, b.duration, b.difficulty, b.wpm, -1);
  END LOOP;
  DELETE FROM leaderboard_best WHERE user_id = p_user_id;
  PERFORM leaderboard_user_period_totals(p_user_id, -1);
  DELETE FROM leaderboard_period_best WHERE user_id = p_user_id;
END $$;

-- Recreated rather than replaced: CREATE OR REPLACE TRIGGER needs PostgreSQL 14, and we
-- support 13. The column list names every column the leaderboard reads, board's among them.
DROP TRIGGER IF EXISTS test_results_leaderboard ON test_results;
CREATE TRIGGER test_results_leaderboard
AFTER INSERT OR DELETE OR UPDATE OF user_id, wpm, accuracy, duration, difficulty, rankable, verification, created_at,
  text_kind, language, include_punctuation, include_numbers
ON test_results FOR EACH ROW EXECUTE FUNCTION test_results_leaderboard();

-- A typist's address verified joins their results; unverified (or deleted) takes them away.
-- Deletion goes before the row, so the results deleted with it find nothing left to take.
CREATE OR REPLACE FUNCTION users_leaderboard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.email_verified THEN PERFORM leaderboard_leave(OLD.id); END IF;
    RETURN OLD;
  END IF;
  IF NEW.email_verified AND NOT OLD.email_verified THEN
    PERFORM leaderboard_join(NEW.id);
  ELSIF OLD.email_verified AND NOT NEW.email_verified THEN
    PERFORM leaderboard_leave(NEW.id);
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS users_leaderboard_verified ON users;
CREATE TRIGGER users_leaderboard_verified
AFTER UPDATE OF email_verified ON users FOR EACH ROW EXECUTE FUNCTION users_leaderboard();
DROP TRIGGER IF EXISTS users_leaderboard_deleted ON users;
CREATE TRIGGER users_leaderboard_deleted
BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION users_leaderboard();

-- Recomputes the five tables from test_results: after a bulk load with the trigger
-- disabled, or to check the incremental upkeep.
CREATE OR REPLACE FUNCTION leaderboard_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM leaderboard_best;
  DELETE FROM leaderboard_speed_counts;
  DELETE FROM leaderboard_totals;
  DELETE FROM leaderboard_period_best;
  DELETE FROM leaderboard_period_totals;
  INSERT INTO leaderboard_best (user_id, board, duration, difficulty, result_id, wpm, accuracy, created_at)
  SELECT DISTINCT ON (user_id, board, duration, difficulty)
    user_id, board, duration, difficulty, id, wpm, accuracy, created_at
  FROM test_results
  WHERE rankable AND verification = 'verified'
    AND user_id IN (SELECT id FROM users WHERE email_verified)
  ORDER BY user_id, board, duration, difficulty, wpm DESC, created_at, id;
  INSERT INTO leaderboard_speed_counts (board, duration, difficulty, wpm, entries)
  SELECT board, coalesce(duration, 0), coalesce(difficulty, 'all'), wpm, count(*)
  FROM leaderboard_best
  GROUP BY GROUPING SETS ((board, duration, difficulty, wpm), (board, difficulty, wpm), (board, duration, wpm), (board, wpm));
  INSERT INTO leaderboard_totals (board, duration, difficulty, tests, wpm_sum, accuracy_sum)
  SELECT board, coalesce(duration, 0), coalesce(difficulty, 'all'), count(*), sum(wpm::float8), sum(accuracy::float8)
  FROM test_results
  WHERE rankable AND verification = 'verified'
    AND user_id IN (SELECT id FROM users WHERE email_verified)
  GROUP BY GROUPING SETS ((board, duration, difficulty), (board, difficulty), (board, duration), (board))
  HAVING count(*) > 0;
  INSERT INTO leaderboard_period_best
    (user_id, period, period_start, board, duration, difficulty, result_id, wpm, accuracy, created_at)
  SELECT DISTINCT ON (user_id, period, period_start, board, duration, difficulty)
    user_id, period, period_start, board, duration, difficulty, id, wpm, accuracy, created_at
  FROM leaderboard_period_results
  WHERE user_id IN (SELECT id FROM users WHERE email_verified)
  ORDER BY user_id, period, period_start, board, duration, difficulty, wpm DESC, created_at, id;
  INSERT INTO leaderboard_period_totals (period, period_start, board, duration, difficulty, tests, wpm_sum, accuracy_sum)
  SELECT period, period_start, board, coalesce(duration, 0), coalesce(difficulty, 'all'), count(*),
    sum(wpm::float8), sum(accuracy::float8)
  FROM leaderboard_period_results
  WHERE user_id IN (SELECT id FROM users WHERE email_verified)
  GROUP BY GROUPING SETS ((period, period_start, board, duration, difficulty), (period, period_start, board, difficulty),
    (period, period_start, board, duration), (period, period_start, board))
  HAVING count(*) > 0;
$$;
