import { and, desc, eq, sql } from "drizzle-orm";
import { RATING_HISTORY_LENGTH, type RaceRatingView } from "../../core/api/race-rating.ts";
import { isRatedRace } from "../../core/race/race-games.ts";
import { type ShownRating, isProvisional } from "../../core/race/rating-label.ts";
import { NEW_RATING, type Rating, rateRace } from "../../core/race/rating.ts";
import type { Database } from "../db/client.ts";
import { raceEntries, raceRatingHistory, raceRatings } from "../db/schema.ts";
import type { Transaction } from "../results/repository.ts";

/**
 * Ranked races' ratings in the database (product 'Ranked races'): each typist's current
 * Glicko-2 rating and one history row per rated race, written in the transaction that stores
 * the race (repository.ts, saveRace), so a race is rated once however often it is stored.
 */

/** A rated racer's rating before and after the race, as their race page shows it. */
export interface RatingChange {
  racerId: string;
  before: ShownRating;
  after: ShownRating;
}

/** A ranked racer of a race being stored: the room's racer, their account and their place. */
export interface RankedEntry {
  racerId: string;
  userId: string;
  place: number | null;
}

const shown = ({ rating, rd }: Rating): ShownRating => ({ rating, rd });

/** The typist's rating now; a new typist's when they were never rated. */
export async function currentRating(db: Database, userId: string): Promise<Rating> {
  const [row] = await db
    .select({
      rating: raceRatings.rating,
      rd: raceRatings.rd,
      volatility: raceRatings.volatility,
    })
    .from(raceRatings)
    .where(eq(raceRatings.userId, userId));
  return row ?? NEW_RATING;
}

/**
 * Rates a ranked race from its standings, in the transaction that stores it: every racer
 * against the others' ratings as they stand now, each racer's row locked (created for a new
 * typist) so two races ending at once rate one after the other. Answers each racer's change;
 * none when the race is not rated (src/core/race/race-games.ts, isRatedRace).
 */
export async function rateStoredRace(
  tx: Transaction,
  raceId: string,
  entries: readonly RankedEntry[],
  ratedAt: Date,
): Promise<RatingChange[]> {
  const rated = entries.map((entry) => ({ id: entry.userId, place: entry.place }));
  if (!isRatedRace(rated)) return [];
  // Locked in one order: two races with typists in common wait for each other, never deadlock.
  const sorted = [...entries].sort((a, b) => (a.userId < b.userId ? -1 : 1));
  const locked = await tx
    .insert(raceRatings)
    .values(
      sorted.map(({ userId }) => ({ userId, ...NEW_RATING, racesRated: 0, updatedAt: ratedAt })),
    )
    .onConflictDoUpdate({ target: raceRatings.userId, set: { userId: sql`excluded.user_id` } })
    .returning({
      userId: raceRatings.userId,
      rating: raceRatings.rating,
      rd: raceRatings.rd,
      volatility: raceRatings.volatility,
    });
  const before = new Map(locked.map(({ userId, ...rating }) => [userId, rating]));
  const after = rateRace(
    sorted.map((entry) => ({
      id: entry.userId,
      place: entry.place,
      rating: before.get(entry.userId)!,
    })),
  )!;
  for (const { userId } of sorted) {
    await tx
      .update(raceRatings)
      .set({
        ...after.get(userId)!,
        racesRated: sql`${raceRatings.racesRated} + 1`,
        updatedAt: ratedAt,
      })
      .where(eq(raceRatings.userId, userId));
  }
  await tx.insert(raceRatingHistory).values(
    sorted.map(({ userId }) => {
      const [was, now] = [before.get(userId)!, after.get(userId)!];
      return {
        raceId,
        userId,
        ratingBefore: was.rating,
        rdBefore: was.rd,
        volatilityBefore: was.volatility,
        ratingAfter: now.rating,
        rdAfter: now.rd,
        volatilityAfter: now.volatility,
        ratedAt,
      };
    }),
  );
  return sorted.map(({ racerId, userId }) => ({
    racerId,
    before: shown(before.get(userId)!),
    after: shown(after.get(userId)!),
  }));
}

/** The changes a stored race made to its racers' ratings, for their pages; none if unrated. */
export async function raceRatingChanges(db: Database, raceId: string): Promise<RatingChange[]> {
  const rows = await db
    .select({
      racerId: raceEntries.racerId,
      ratingBefore: raceRatingHistory.ratingBefore,
      rdBefore: raceRatingHistory.rdBefore,
      ratingAfter: raceRatingHistory.ratingAfter,
      rdAfter: raceRatingHistory.rdAfter,
    })
    .from(raceRatingHistory)
    .innerJoin(
      raceEntries,
      and(
        eq(raceEntries.raceId, raceRatingHistory.raceId),
        eq(raceEntries.userId, raceRatingHistory.userId),
      ),
    )
    .where(eq(raceRatingHistory.raceId, raceId));
  return rows.map((row) => ({
    racerId: row.racerId,
    before: { rating: row.ratingBefore, rd: row.rdBefore },
    after: { rating: row.ratingAfter, rd: row.rdAfter },
  }));
}

/** The typist's rating and their last rated races, newest first, as their profiles show them. */
export async function ratingView(db: Database, userId: string): Promise<RaceRatingView> {
  const [current] = await db.select().from(raceRatings).where(eq(raceRatings.userId, userId));
  const history = await db
    .select({
      raceId: raceRatingHistory.raceId,
      ratedAt: raceRatingHistory.ratedAt,
      before: raceRatingHistory.ratingBefore,
      after: raceRatingHistory.ratingAfter,
      rd: raceRatingHistory.rdAfter,
    })
    .from(raceRatingHistory)
    .where(eq(raceRatingHistory.userId, userId))
    .orderBy(desc(raceRatingHistory.ratedAt), desc(raceRatingHistory.raceId))
    .limit(RATING_HISTORY_LENGTH);
  return {
    rating: current
      ? {
          rating: current.rating,
          rd: current.rd,
          volatility: current.volatility,
          provisional: isProvisional(current.rd),
          racesRated: current.racesRated,
          updatedAt: current.updatedAt.toISOString(),
        }
      : null,
    history: history.map((row) => ({ ...row, ratedAt: row.ratedAt.toISOString() })),
  };
}
