import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Insight } from "../../core/api/insight.ts";
import {
  RACE_HISTORY_PAGE_SIZE,
  type RaceHistoryItem,
  type RaceHistoryPage,
} from "../../core/api/races.ts";
import { RACE } from "../../core/race/result.ts";
import type { RaceRoom } from "../../core/race/room.ts";
import { raceResults } from "../../core/race/room.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { userStanding } from "../admin/roles.ts";
import type { Database } from "../db/client.ts";
import { raceEntries, races, users } from "../db/schema.ts";
import { findTestResult, insertResult } from "../results/repository.ts";
import { type RatingChange, raceRatingChanges, rateStoredRace } from "./ratings.ts";

/**
 * Stores a race run to its end: each signed-in finisher's result goes to their history as a
 * test result of mode `race` (never ranked), scored and flagged as the final check judged it,
 * then the race and every racer's place and speed. A racer whose result the check refused, or
 * who is banned, keeps their entry with no result. A race stored already is left as it is: the
 * instance that takes over a room whose own died stores it again, in case that one had not.
 * A ranked race's ratings change in the same transaction (ratings.ts); answers those changes,
 * the ones made when it was first stored if it was already.
 */
export async function saveRace(
  db: Database,
  room: RaceRoom,
  endedAt: number,
): Promise<RatingChange[]> {
  const [stored] = await db.select({ id: races.id }).from(races).where(eq(races.id, room.id));
  if (stored) return room.kind === "ranked" ? raceRatingChanges(db, room.id) : [];
  const standings = raceResults(room);
  const resultIds = new Map<string, number>();
  for (const racer of room.racers) {
    const verdict = racer.verdict;
    if (racer.userId === null || racer.finishedMs === null || !verdict?.ok) continue;
    // A banned typist's results are no longer saved, raced or not.
    if ((await userStanding(db, racer.userId)).banned) continue;
    const testId = `race:${room.id}:${racer.id}`;
    const saved = await insertResult(db, {
      userId: racer.userId,
      mode: RACE,
      difficulty: room.difficulty,
      duration: Math.max(1, Math.round(racer.finishedMs / 1000)),
      rawText: room.passage.text,
      typedText: racer.typing.text,
      score: verdict.score,
      testId,
      flags: verdict.flags,
      timeline: verdict.timeline,
      elapsedMs: racer.finishedMs,
    });
    const id = saved?.id ?? (await findTestResult(db, testId))?.row.id;
    if (id !== undefined) resultIds.set(racer.id, id);
  }
  const byId = new Map(room.racers.map((racer) => [racer.id, racer]));
  return db.transaction(async (tx) => {
    await tx.insert(races).values({
      id: room.id,
      code: room.code,
      kind: room.kind,
      difficulty: room.difficulty,
      passageId: room.passage.id,
      passage: room.passage.text,
      startedAt: new Date(room.startedAt!),
      endedAt: new Date(endedAt),
    });
    await tx.insert(raceEntries).values(
      standings.map((standing) => {
        const racer = byId.get(standing.id)!;
        return {
          raceId: room.id,
          racerId: racer.id,
          userId: racer.userId,
          name: racer.userId === null ? racer.name : null,
          place: standing.place,
          wpm: standing.wpm,
          accuracy: standing.accuracy,
          finished: standing.finished,
          timeMs: standing.timeMs,
          resultId: resultIds.get(racer.id) ?? null,
        };
      }),
    );
    if (room.kind !== "ranked") return [];
    const ranked = standings.flatMap(({ id, place }) => {
      const userId = byId.get(id)!.userId;
      return userId === null ? [] : [{ racerId: id, userId, place }];
    });
    return rateStoredRace(tx, room.id, ranked, new Date(endedAt));
  });
}

/** The typist's races, newest first, a page at a time, with every racer's place and speed. */
export async function raceHistory(
  db: Database,
  userId: string,
  page: number,
): Promise<RaceHistoryPage> {
  const rows = await db
    .select({
      id: races.id,
      kind: races.kind,
      difficulty: races.difficulty,
      startedAt: races.startedAt,
    })
    .from(raceEntries)
    .innerJoin(races, eq(races.id, raceEntries.raceId))
    .where(eq(raceEntries.userId, userId))
    .orderBy(desc(races.startedAt), desc(races.id))
    .limit(RACE_HISTORY_PAGE_SIZE + 1)
    .offset((page - 1) * RACE_HISTORY_PAGE_SIZE);
  const shown = rows.slice(0, RACE_HISTORY_PAGE_SIZE);
  const entries =
    shown.length === 0
      ? []
      : await db
          .select({
            raceId: raceEntries.raceId,
            name: raceEntries.name,
            userId: raceEntries.userId,
            username: users.displayUsername,
            place: raceEntries.place,
            wpm: raceEntries.wpm,
            accuracy: raceEntries.accuracy,
            finished: raceEntries.finished,
            timeMs: raceEntries.timeMs,
            resultId: raceEntries.resultId,
          })
          .from(raceEntries)
          .leftJoin(users, eq(users.id, raceEntries.userId))
          .where(
            inArray(
              raceEntries.raceId,
              shown.map((race) => race.id),
            ),
          )
          .orderBy(asc(sql`${raceEntries.place} is null`), asc(raceEntries.place));
  const items: RaceHistoryItem[] = shown.map((race) => ({
    id: race.id,
    kind: race.kind as RaceHistoryItem["kind"],
    difficulty: race.difficulty as Difficulty,
    startedAt: race.startedAt.toISOString(),
    racers: entries
      .filter((entry) => entry.raceId === race.id)
      .map((entry) => {
        const you = entry.userId === userId;
        return {
          name: entry.name ?? entry.username ?? null,
          guest: entry.name !== null,
          you,
          place: entry.place,
          wpm: entry.wpm,
          accuracy: entry.accuracy,
          finished: entry.finished,
          timeMs: entry.timeMs,
          resultId: you ? entry.resultId : null,
        };
      }),
  }));
  return { races: items, page, hasMore: rows.length > RACE_HISTORY_PAGE_SIZE };
}

/**
 * The typist's races in figures, apart from their tests (issue 33): how many they ran, won and
 * finished in the first three, and their best race speed (null until a race gave them one).
 */
export async function raceSummary(db: Database, userId: string): Promise<Insight["races"]> {
  const [summary] = await db
    .select({
      run: sql`count(*)`.mapWith(Number),
      wins: sql`count(*) filter (where ${raceEntries.place} = 1)`.mapWith(Number),
      podiums: sql`count(*) filter (where ${raceEntries.place} <= 3)`.mapWith(Number),
      bestWpm: sql<number | null>`max(${raceEntries.wpm})`,
    })
    .from(raceEntries)
    .where(eq(raceEntries.userId, userId));
  return { ...summary!, bestWpm: summary!.bestWpm === null ? null : Number(summary!.bestWpm) };
}
