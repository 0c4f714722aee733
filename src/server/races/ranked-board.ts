import type { Redis } from "ioredis";
import { MAX_RACERS, type RaceRoom } from "../../core/race/room.ts";
import type { OpenRoom } from "../../core/race/ranked-match.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { rankedKey } from "./room-keys.ts";

/**
 * The ranked rooms open to newcomers (product 'Ranked races'): waiting, with someone in them
 * and a free seat, each with its racers' ratings and when it opened, so that a typist joining
 * the queue finds the one that fits their rating (src/core/race/ranked-match.ts). This
 * instance's memory, or with Redis every instance's (RedisBoard).
 */
export interface RankedBoard {
  list(difficulty: Difficulty): Promise<OpenRoom[]>;
  /** A ranked room changed: listed while it is open to newcomers, dropped once it is not. */
  update(room: RaceRoom, openedAt: number): void;
  /** Drops a listed room that turned a newcomer away (it started, filled, or is gone). */
  drop(difficulty: Difficulty, code: string): Promise<void>;
}

/** The room as the board lists it; null when newcomers may not join it. */
function listed(room: RaceRoom, openedAt: number): OpenRoom | null {
  const open =
    room.phase === "waiting" && room.racers.length > 0 && room.racers.length < MAX_RACERS;
  if (!open) return null;
  const ratings = room.racers.flatMap((racer) => (racer.rating ? [racer.rating.rating] : []));
  return { code: room.code, ratings, since: openedAt };
}

/** One instance's board, in its memory. */
export class MemoryBoard implements RankedBoard {
  private readonly rooms = new Map<Difficulty, Map<string, OpenRoom>>();

  private of(difficulty: Difficulty): Map<string, OpenRoom> {
    let rooms = this.rooms.get(difficulty);
    if (!rooms) this.rooms.set(difficulty, (rooms = new Map()));
    return rooms;
  }

  async list(difficulty: Difficulty): Promise<OpenRoom[]> {
    return [...this.of(difficulty).values()];
  }

  update(room: RaceRoom, openedAt: number): void {
    const open = listed(room, openedAt);
    if (open) this.of(room.difficulty).set(room.code, open);
    else this.of(room.difficulty).delete(room.code);
  }

  async drop(difficulty: Difficulty, code: string): Promise<void> {
    this.of(difficulty).delete(code);
  }
}

/**
 * Every instance's board, a Redis hash per difficulty of each open room by its code. Each
 * instance writes its own rooms' entries; an entry whose instance died turns the next
 * newcomer away and is dropped then, and the hash is forgotten when no room has changed in it
 * for long.
 */
export class RedisBoard implements RankedBoard {
  private static readonly TTL_S = 30 * 60;
  private readonly redis: Redis;

  constructor(redis: Redis) {
    this.redis = redis;
  }

  async list(difficulty: Difficulty): Promise<OpenRoom[]> {
    const fields = await this.redis.hgetall(rankedKey(difficulty));
    return Object.values(fields).map((value) => JSON.parse(value) as OpenRoom);
  }

  update(room: RaceRoom, openedAt: number): void {
    const key = rankedKey(room.difficulty);
    const open = listed(room, openedAt);
    // A write Redis fails leaves the board behind for a moment: a newcomer turned away by a
    // room listed wrongly drops it, and one not listed yet is found at its next change.
    const written = open
      ? this.redis
          .multi()
          .hset(key, room.code, JSON.stringify(open))
          .expire(key, RedisBoard.TTL_S)
          .exec()
      : this.redis.hdel(key, room.code);
    written.catch(() => {});
  }

  async drop(difficulty: Difficulty, code: string): Promise<void> {
    await this.redis.hdel(rankedKey(difficulty), code);
  }
}

/** The board of this instance's rooms, or of every instance's when they share Redis. */
export const rankedBoard = (redis: Redis | undefined): RankedBoard =>
  redis ? new RedisBoard(redis) : new MemoryBoard();
