-- A typist may keep their results to themselves (issue 33): their results' pages and link
-- pictures then answer 404 to anyone else. Public by default, so a shared link opens.
ALTER TABLE "users" ADD COLUMN "results_private" boolean DEFAULT false NOT NULL;