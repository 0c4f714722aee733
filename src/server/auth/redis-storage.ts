import type { SecondaryStorage } from "better-auth";
import { Redis } from "ioredis";

export interface RedisStorage {
  storage: SecondaryStorage;
  /** The connection itself, for the per-account sign-in limit's counters. */
  client: Redis;
  close(): Promise<void>;
}

const PREFIX = "typetempo:auth:";

/** Sessions and rate-limit counters in Redis, so several app instances behave as one. */
export function createRedisStorage(url: string): RedisStorage {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const storage: SecondaryStorage = {
    get: (key) => redis.get(PREFIX + key),
    getAndDelete: (key) => redis.getdel(PREFIX + key),
    async set(key, value, ttl) {
      if (ttl && ttl > 0) await redis.set(PREFIX + key, value, "EX", Math.ceil(ttl));
      else await redis.set(PREFIX + key, value);
    },
    async delete(key) {
      await redis.del(PREFIX + key);
    },
    async increment(key, ttl) {
      // INCR then EXPIRE NX: the window starts with the first request and is never extended.
      const [[incrError, count] = [], [expireError] = []] =
        (await redis
          .multi()
          .incr(PREFIX + key)
          .expire(PREFIX + key, Math.max(1, Math.ceil(ttl)), "NX")
          .exec()) ?? [];
      if (incrError ?? expireError) throw incrError ?? expireError;
      return Number(count);
    },
  };
  return {
    storage,
    client: redis,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
