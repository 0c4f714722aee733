import { and, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { PublicProfile } from "../../core/api/public-profile.ts";
import { normalizeUsername } from "../../core/account/username.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import type { Database } from "../db/client.ts";
import { raceEntries, races, testResults, users } from "../db/schema.ts";
import { followFigures } from "../follows/repository.ts";
import { raceSummary } from "../races/repository.ts";
import { personalBests, typistTotals } from "../results/insight.ts";

/** How many ranked results and races the profile's newest lists and race average take. */
export const RECENT_RESULTS = 10;
const RECENT_RACES = 10;
const DAY_MS = 86_400_000;

/** The typist a profile's address names, whatever its letter case, and what hides them. */
export async function findProfileOwner(db: Database, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: sql<string>`coalesce(${users.displayUsername}, ${users.username})`,
      createdAt: users.createdAt,
      bio: users.bio,
      keyboard: users.keyboard,
      profilePrivate: users.profilePrivate,
      resultsPrivate: users.resultsPrivate,
      bannedAt: users.bannedAt,
    })
    .from(users)
    .where(eq(sql`lower(${users.username})`, normalizeUsername(username)))
    .limit(1);
  return row ?? null;
}
export type ProfileOwner = NonNullable<Awaited<ReturnType<typeof findProfileOwner>>>;

/**
 * Whether anyone may open the profile: not a banned typist's (as their results' pages), nor one
 * its typist keeps private. Keeping results private leaves the profile open but takes every
 * result off it (profileView), since the profile would otherwise list what their pages hide.
 */
export const profileOpenToAll = (owner: ProfileOwner) =>
  !owner.profilePrivate && owner.bannedAt === null;

/** The owner of a profile anyone may open, or null for a private, banned or unknown one. */
export async function openProfileOwner(db: Database, username: string) {
  const owner = await findProfileOwner(db, username);
  return owner && profileOpenToAll(owner) ? owner : null;
}

/** What a profile closed to the asker answers: the same as a name no one holds. */
export const NO_PUBLIC_PROFILE = "There is no public profile at this address.";

/** Days with a test or practice run in the year up to `now`, oldest first. */
async function activity(db: Database, userId: string, now: number) {
  const day = sql<string>`to_char(${testResults.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, tests: sql`count(*)`.mapWith(Number) })
    .from(testResults)
    .where(
      and(eq(testResults.userId, userId), gte(testResults.createdAt, new Date(now - 365 * DAY_MS))),
    )
    .groupBy(day)
    .orderBy(day);
}

/** The newest results that rank (ranksOnLeaderboard): the ones anyone may replay. */
async function recentRanked(db: Database, userId: string) {
  const rows = await db
    .select({
      id: testResults.id,
      wpm: testResults.wpm,
      accuracy: testResults.accuracy,
      mode: testResults.mode,
      difficulty: testResults.difficulty,
      createdAt: testResults.createdAt,
      hasReplay: isNotNull(testResults.timeline).mapWith(Boolean),
    })
    .from(testResults)
    .where(
      and(
        eq(testResults.userId, userId),
        eq(testResults.rankable, true),
        eq(testResults.verification, "verified"),
      ),
    )
    .orderBy(desc(testResults.createdAt), desc(testResults.id))
    .limit(RECENT_RESULTS);
  return rows.map((row) => ({
    ...row,
    difficulty: row.difficulty as Difficulty,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The mean speed of the typist's last placed races (a refused finish has no speed). */
async function recentRaceAverage(db: Database, userId: string): Promise<number | null> {
  const recent = db
    .select({ wpm: raceEntries.wpm })
    .from(raceEntries)
    .innerJoin(races, eq(races.id, raceEntries.raceId))
    .where(and(eq(raceEntries.userId, userId), isNotNull(raceEntries.wpm)))
    .orderBy(desc(races.startedAt))
    .limit(RECENT_RACES)
    .as("recent");
  const [row] = await db.select({ mean: sql<number | null>`avg(${recent.wpm})` }).from(recent);
  return row?.mean == null ? null : Math.round(Number(row.mean) * 10) / 10;
}

/** The profile as `viewerId` sees it; the caller has checked that they may. */
export async function profileView(
  db: Database,
  owner: ProfileOwner,
  viewerId: string | null,
  now: number,
): Promise<PublicProfile> {
  const bests = await personalBests(db, owner.id);
  return {
    username: owner.username,
    joinedAt: owner.createdAt.toISOString(),
    bio: owner.bio,
    keyboard: owner.keyboard,
    totals: await typistTotals(db, owner.id),
    // A private typist's bests keep their speeds (the leaderboard shows those too) but not the
    // links to results whose pages answer 404.
    personalBests: owner.resultsPrivate ? bests.map((b) => ({ ...b, resultId: null })) : bests,
    activity: await activity(db, owner.id, now),
    recentResults: owner.resultsPrivate ? [] : await recentRanked(db, owner.id),
    resultsPrivate: owner.resultsPrivate,
    races: {
      ...(await raceSummary(db, owner.id)),
      recentAverageWpm: await recentRaceAverage(db, owner.id),
    },
    follows: await followFigures(db, owner.id, viewerId),
    mine: viewerId === owner.id,
    isPublic: profileOpenToAll(owner),
  };
}
