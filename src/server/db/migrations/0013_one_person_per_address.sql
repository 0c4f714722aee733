-- One mailbox, one account: each account's address in the form its mailbox receives it
-- (src/core/account/canonical-email.ts), unique, so plus-tagged, dotted or otherwise
-- look-alike copies of a taken address are refused (src/server/auth/addresses.ts).
ALTER TABLE "users" ADD COLUMN "email_canonical" text;
--> statement-breakpoint
-- canonicalEmail() of src/core/account/canonical-email.ts as it is with this migration, for the
-- accounts that exist already: lower case, no plus tag, googlemail.com as gmail.com, no dots at
-- Gmail, no dots, hyphens or underscores at Proton. canonical-email-backfill.test.ts holds the
-- two to the same answers.
CREATE FUNCTION email_canonical_0013(address text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT
  AS $$
DECLARE
  lowered text := lower(address);
  last_at int := strpos(reverse(lower(address)), '@');
  local text;
  domain text;
  untagged text;
  bare text;
BEGIN
  IF last_at = 0 OR last_at = length(lowered) THEN
    RETURN lowered;
  END IF;
  local := left(lowered, length(lowered) - last_at);
  domain := right(lowered, last_at - 1);
  IF domain = 'googlemail.com' THEN
    domain := 'gmail.com';
  END IF;
  untagged := CASE WHEN strpos(local, '+') > 1 THEN left(local, strpos(local, '+') - 1) ELSE local END;
  bare := CASE
    WHEN domain = 'gmail.com' THEN replace(untagged, '.', '')
    WHEN domain IN ('protonmail.com', 'protonmail.ch', 'proton.me', 'pm.me')
      THEN regexp_replace(untagged, '[._-]', '', 'g')
    ELSE untagged
  END;
  RETURN CASE WHEN bare = '' THEN untagged ELSE bare END || '@' || domain;
END $$;
--> statement-breakpoint
-- Accounts made before this rule may share a mailbox. The oldest keeps it; the later ones keep
-- their sign-in, results and places, with no canonical address, so they never block anyone and
-- the migration never fails. They are left to the moderators rather than closed or unranked
-- here: telling a typist's second account from a shared family mailbox needs a person. List
-- them with:
--   SELECT id, email, username, created_at FROM users WHERE email_canonical IS NULL;
UPDATE "users" SET "email_canonical" = oldest.canonical
FROM (
  SELECT DISTINCT ON (email_canonical_0013(email)) id, email_canonical_0013(email) AS canonical
  FROM "users"
  ORDER BY email_canonical_0013(email), created_at, id
) AS oldest
WHERE "users"."id" = oldest.id;
--> statement-breakpoint
DROP FUNCTION email_canonical_0013(text);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_canonical_key" ON "users" USING btree ("email_canonical");
