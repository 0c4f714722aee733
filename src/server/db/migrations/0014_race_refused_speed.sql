-- A finish the final check refused or flagged keeps no speed: a pasted passage read as thousands
-- of WPM. Such finishes are the finished entries with no place, since every clean one has one.
ALTER TABLE "race_entries" ALTER COLUMN "wpm" DROP NOT NULL;--> statement-breakpoint
UPDATE "race_entries" SET "wpm" = NULL WHERE "finished" AND "place" IS NULL;
