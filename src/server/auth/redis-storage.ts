import type { SecondaryStorage } from "better-auth";
import type { Redis } from "ioredis";

const PREFIX = "typetempo:auth:";

/** better-auth's sessions and rate-limit counters in Redis, so several instances share them. */
export function redisSessionStorage(redis: Redis): SecondaryStorage {
  return {
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
}
