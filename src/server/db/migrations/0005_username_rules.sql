-- A username as it looks on screen: lower case, i/l/1, o/0, rn/m and vv/w made one. The one
-- definition of "looks alike" (src/server/users/repository.ts reads it in queries).
CREATE FUNCTION username_lookalike(name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT replace(replace(translate(lower(name), 'i10', 'llo'), 'rn', 'm'), 'vv', 'w') $$;
--> statement-breakpoint
CREATE INDEX "users_username_lookalike_repair" ON "users" USING btree (username_lookalike("username"));
--> statement-breakpoint
-- Repair rows written before every route followed the username rules: a missing or invalid
-- username, and any but the oldest of names that look alike, get a valid, free name derived
-- from it (or from the e-mail), with digits appended when taken.
DO $$
DECLARE
  u record;
  base text;
  candidate text;
  attempt int;
BEGIN
  FOR u IN
    SELECT id, username, email, created_at FROM users
    WHERE username IS NULL
       OR username !~ '^[A-Za-z0-9_-]{3,20}$'
       OR username_lookalike(username) IN (
         SELECT username_lookalike(username) FROM users GROUP BY 1 HAVING count(*) > 1)
    ORDER BY created_at, id
  LOOP
    CONTINUE WHEN u.username ~ '^[A-Za-z0-9_-]{3,20}$' AND NOT EXISTS (
      SELECT 1 FROM users o
      WHERE username_lookalike(o.username) = username_lookalike(u.username)
        AND (o.created_at, o.id) < (u.created_at, u.id));
    base := regexp_replace(coalesce(u.username, split_part(u.email, '@', 1)), '[^A-Za-z0-9_-]', '', 'g');
    base := left(regexp_replace(base, '^[_-]+|[_-]+$', '', 'g'), 16);
    IF length(base) < 3 THEN
      base := 'typist';
    END IF;
    attempt := 0;
    LOOP
      candidate := CASE WHEN attempt = 0 THEN base
        ELSE left(base, 20 - length((attempt + 1)::text)) || (attempt + 1)::text END;
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM users o
        WHERE o.id <> u.id AND username_lookalike(o.username) = username_lookalike(candidate));
      attempt := attempt + 1;
    END LOOP;
    UPDATE users SET username = lower(candidate), display_username = candidate, updated_at = now()
    WHERE id = u.id;
  END LOOP;
END $$;
--> statement-breakpoint
DROP INDEX "users_username_lookalike_repair";
--> statement-breakpoint
-- Look-ups compare the stored username in lower case (as better-auth writes it).
UPDATE users SET username = lower(username) WHERE username <> lower(username);
--> statement-breakpoint
-- A display name is the username in some letter case; any other is reset to the username.
UPDATE users SET display_username = username, updated_at = now()
WHERE display_username IS NULL
   OR lower(display_username) <> username
   OR display_username !~ '^[A-Za-z0-9_-]{3,20}$';
--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lookalike_key" ON "users" USING btree (username_lookalike("username"));
