import type { SecondaryStorage } from "better-auth";
import type { Redis } from "ioredis";
import { memoryCountStore } from "../mail/rate-limit.ts";

const PREFIX = "typetempo:auth:";

/** While the cache may be stale, how often it tries to drop its entries again. */
const RESYNC_EVERY_MS = 1000;

/**
 * better-auth's cache of sessions and its rate-limit counters in Redis, so several instances
 * share them. Redis is only a cache here: sessions and verification values are also in the
 * database (auth.ts), so while Redis fails a read finds nothing and better-auth reads the
 * database, a write or delete is skipped, and counts go on in this instance's memory. A cache
 * that missed a write or a delete may hold what is no longer true (a session signed out), so
 * until its auth entries have been dropped it is not read, and they are dropped as soon as
 * Redis answers again.
 */
export function redisSessionStorage(redis: Redis): SecondaryStorage {
  const memoryCounts = memoryCountStore();
  let stale = false;
  let lastResync = 0;
  let resyncing: Promise<void> | null = null;

  /** Whether the cache can be trusted, dropping its entries first if it may be stale. */
  async function fresh(): Promise<boolean> {
    if (!stale) return true;
    if (!resyncing && Date.now() - lastResync >= RESYNC_EVERY_MS) {
      lastResync = Date.now();
      resyncing = forget(redis)
        .then(
          () => {
            stale = false;
          },
          () => {},
        )
        .finally(() => {
          resyncing = null;
        });
    }
    await resyncing;
    return !stale;
  }

  // Redis back after an outage: other instances read this cache too, so drop it at once.
  redis.on("ready", () => {
    lastResync = 0;
    void fresh();
  });

  const read = async (command: () => Promise<string | null>) =>
    (await fresh()) ? command().catch(() => null) : null;
  const write = async (command: () => Promise<unknown>) => {
    try {
      await command();
    } catch {
      stale = true;
    }
  };

  return {
    get: (key) => read(() => redis.get(PREFIX + key)),
    getAndDelete: (key) => read(() => redis.getdel(PREFIX + key)),
    async set(key, value, ttl) {
      await write(() =>
        ttl && ttl > 0
          ? redis.set(PREFIX + key, value, "EX", Math.ceil(ttl))
          : redis.set(PREFIX + key, value),
      );
    },
    async delete(key) {
      await write(() => redis.del(PREFIX + key));
    },
    async increment(key, ttl) {
      const windowS = Math.max(1, Math.ceil(ttl));
      try {
        // INCR then EXPIRE NX: the window starts with the first request and is never extended.
        const [[incrError, count] = [], [expireError] = []] =
          (await redis
            .multi()
            .incr(PREFIX + key)
            .expire(PREFIX + key, windowS, "NX")
            .exec()) ?? [];
        if (incrError ?? expireError) throw incrError ?? expireError;
        return Number(count);
      } catch {
        return (await memoryCounts.hit(key, windowS * 1000, Date.now())).count;
      }
    },
  };
}

/** Drops every auth entry of the cache, in batches. */
async function forget(redis: Redis): Promise<void> {
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${PREFIX}*`, "COUNT", 500);
    if (keys.length > 0) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== "0");
}
