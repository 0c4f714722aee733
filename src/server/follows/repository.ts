import { and, count, eq, sql } from "drizzle-orm";
import { FOLLOW_LIMIT } from "../../core/account/follows.ts";
import type { FollowedTypist } from "../../core/api/follows.ts";
import type { PublicProfile } from "../../core/api/public-profile.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { type TimedDuration, modeName } from "../../core/typing/test-modes.ts";
import type { Database } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";
import { follows, users } from "../db/schema.ts";

/**
 * Makes `followerId` follow `followeeId`: "followed", also when they already did, or "full"
 * when they follow FOLLOW_LIMIT typists already. The follower's row is locked for the count
 * and the insert, so two follows at once cannot pass the limit together; the lock leaves the
 * key alone, so it waits for no one's follow of them.
 */
export async function follow(
  db: Database,
  followerId: string,
  followeeId: string,
): Promise<"followed" | "full"> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, followerId))
      .for("no key update");
    const [already] = await tx
      .select({ at: follows.createdAt })
      .from(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
    if (already) return "followed";
    const [followed] = await tx
      .select({ n: count() })
      .from(follows)
      .where(eq(follows.followerId, followerId));
    if (followed!.n >= FOLLOW_LIMIT) return "full";
    await tx.insert(follows).values({ followerId, followeeId });
    return "followed";
  });
}

/** Stops `followerId` following `followeeId`, if they did. */
export async function unfollow(db: Database, followerId: string, followeeId: string) {
  await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
}

/** A profile's follower and following counts, and whether `viewerId` follows its typist. */
export async function followFigures(
  db: Database,
  ownerId: string,
  viewerId: string | null,
): Promise<PublicProfile["follows"]> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      (select count(*) from follows where followee_id = ${ownerId}) as followers,
      (select count(*) from follows where follower_id = ${ownerId}) as following,
      exists (select 1 from follows where follower_id = ${viewerId} and followee_id = ${ownerId}) as viewer_follows`,
  );
  return {
    followers: Number(row!.followers),
    following: Number(row!.following),
    viewerFollows: row!.viewer_follows === true,
  };
}

interface FollowedRow {
  username: string;
  followed_at: Date | string;
  open: boolean;
  board: string | null;
  duration: number | null;
  difficulty: Difficulty | null;
  wpm: number | null;
  accuracy: number | null;
  result_id: number | string | null;
  created_at: Date | string | null;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * The typists `followerId` follows, each with their newest best on the leaderboard (the latest
 * of their ranked bests per board, duration and difficulty, kept by trigger in
 * leaderboard_best): newest first, then those without one by when they were followed. A
 * typist whose profile is closed to all (private, banned) is listed with nothing more.
 */
export async function followedTypists(db: Database, followerId: string): Promise<FollowedTypist[]> {
  const rows = await queryRows<FollowedRow>(
    db,
    sql`
    select coalesce(u.display_username, u.username, '') as username, f.created_at as followed_at,
      (not u.profile_private and u.banned_at is null) as open,
      best.board, best.duration, best.difficulty, best.wpm, best.accuracy, best.result_id, best.created_at
    from follows f
    join users u on u.id = f.followee_id
    left join lateral (
      select b.board, b.duration, b.difficulty, b.wpm, b.accuracy, b.result_id, b.created_at
      from leaderboard_best b
      where b.user_id = f.followee_id and not u.profile_private and u.banned_at is null
      order by b.created_at desc, b.result_id desc
      limit 1
    ) best on true
    where f.follower_id = ${followerId}
    order by best.created_at desc nulls last, f.created_at desc, username
  `,
  );
  return rows.map((row) => ({
    username: row.username,
    followedAt: iso(row.followed_at),
    isPublic: row.open,
    best:
      row.result_id === null
        ? null
        : {
            board: row.board!,
            mode: modeName({ kind: "timed", seconds: Number(row.duration) as TimedDuration }),
            difficulty: row.difficulty!,
            wpm: Number(row.wpm),
            accuracy: Number(row.accuracy),
            resultId: Number(row.result_id),
            createdAt: iso(row.created_at!),
          },
  }));
}

/** Everyone `followerId` follows, for their data export. */
export async function followingForExport(db: Database, followerId: string) {
  const rows = await db
    .select({
      username: sql<string>`coalesce(${users.displayUsername}, ${users.username}, '')`,
      followedAt: follows.createdAt,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(eq(follows.followerId, followerId))
    .orderBy(follows.createdAt);
  return rows.map((row) => ({ username: row.username, followedAt: row.followedAt.toISOString() }));
}
