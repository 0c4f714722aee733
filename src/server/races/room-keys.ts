import type { Redis } from "ioredis";
import type { RaceRoom } from "../../core/race/room.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { roomFields, roomFromFields } from "./room-state.ts";

/**
 * What instances sharing rooms keep in Redis (shared.ts): who holds each room, the quick room
 * filling, each room's state, and which instances are alive, with the scripts that change them
 * only under the conditions a takeover needs (docs/decisions/0014).
 */

const PREFIX = "typetempo:race:";
export const roomKey = (code: string) => `${PREFIX}room:${code}`;
export const quickKey = (difficulty: Difficulty) => `${PREFIX}quick:${difficulty}`;
/** The ranked rooms open to newcomers (ranked-board.ts). */
export const rankedKey = (difficulty: Difficulty) => `${PREFIX}ranked:${difficulty}`;
export const channel = (instance: string) => `${PREFIX}instance:${instance}`;
const aliveKey = (instance: string) => `${PREFIX}alive:${instance}`;
export const stateKey = (code: string) => `${PREFIX}state:${code}`;
/** Every instance that has run lately, scored by when it last said so. */
const INSTANCES_KEY = `${PREFIX}instances`;

/** A room's entry in Redis outlives any race in it: its time limit is ten minutes at most. */
export const ROOM_TTL_S = 2 * 60 * 60;
/** How often an instance says it is alive, and how long that holds: a dead one is seen in 3 s. */
export const BEAT_MS = 500;
const ALIVE_TTL_MS = 2500;
/** An instance silent this long is dropped from INSTANCES_KEY. */
const FORGET_INSTANCE_MS = 60_000;

/** Writes a room's state fields, only while `room:<code>` names the writer. */
const SAVE_STATE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[2], unpack(ARGV, 3))
redis.call('EXPIRE', KEYS[2], ARGV[2])
return 1`;
/** Moves `room:<code>` to ARGV[2] if it names ARGV[1] and that instance's key has lapsed. */
const CLAIM_ROOM = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL')
return 1`;

/**
 * Writes the room's state, or one racer's part, as `instance`'s: false when the room's key
 * names another instance now. A plain EVAL, not EVALSHA: a script reloaded after a NOSCRIPT
 * would run after the commands sent behind it, an `ack` among them.
 */
export async function writeState(
  redis: Redis,
  instance: string,
  room: RaceRoom,
  racerId?: string,
): Promise<boolean> {
  const fields = roomFields(room, racerId);
  if (fields.length === 0) return true;
  const keys = [roomKey(room.code), stateKey(room.code)];
  return (await redis.eval(SAVE_STATE, 2, ...keys, instance, ROOM_TTL_S, ...fields)) === 1;
}

/** The room's state as last written; null when there is none whole. */
export async function readState(redis: Redis, code: string): Promise<RaceRoom | null> {
  return roomFromFields(await redis.hgetall(stateKey(code)));
}

/** Moves the room of `code` from `owner`, if it still holds it and is dead, to `instance`. */
export async function claimRoom(
  redis: Redis,
  code: string,
  owner: string,
  instance: string,
): Promise<boolean> {
  const claimed = await redis.eval(CLAIM_ROOM, 2, roomKey(code), aliveKey(owner), owner, instance);
  return claimed === 1;
}

/** Says `instance` is alive for the next ALIVE_TTL_MS. */
export async function beat(redis: Redis, instance: string): Promise<void> {
  const now = Date.now();
  await Promise.all([
    redis.set(aliveKey(instance), "1", "PX", ALIVE_TTL_MS),
    redis.zadd(INSTANCES_KEY, now, instance),
    redis.zremrangebyscore(INSTANCES_KEY, "-inf", now - FORGET_INSTANCE_MS),
  ]);
}

export async function isAlive(redis: Redis, instance: string): Promise<boolean> {
  return (await redis.exists(aliveKey(instance))) === 1;
}

/** Whether an instance other than `instance` is alive. */
export async function othersAlive(redis: Redis, instance: string): Promise<boolean> {
  const others = (await redis.zrange(INSTANCES_KEY, 0, -1)).filter((id) => id !== instance);
  return others.length > 0 && (await redis.exists(...others.map(aliveKey))) > 0;
}

/** `instance` stops: it is dead to the others at once. */
export async function retire(redis: Redis, instance: string): Promise<void> {
  await Promise.all([redis.del(aliveKey(instance)), redis.zrem(INSTANCES_KEY, instance)]);
}
