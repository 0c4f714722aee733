import { Redis } from "ioredis";

/**
 * The app's one Redis connection (REDIS_URL): sessions and every rate limit count there, so
 * several instances behave as one.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
}

/** Closes politely, or drops the connection when Redis cannot answer. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
