import { Redis } from "ioredis";

/** How long one command may take before it counts as failed: Redis answers in well under 1 ms. */
const COMMAND_TIMEOUT_MS = 500;
/** How long the server waits for Redis at start before it serves without it. */
const START_WAIT_MS = 1000;

interface RedisLogger {
  warn: (obj: object, msg: string) => void;
  info: (msg: string) => void;
}

/**
 * The app's one Redis connection (REDIS_URL): a shared cache of sessions and rate-limit counts,
 * so several instances behave as one. Every command fails at once while Redis is unreachable
 * (no offline queue) and after half a second when it does not answer, so each caller falls back
 * (sessions to the database, counts to memory) instead of holding a request; the connection
 * keeps retrying in the background and is used again as soon as Redis is back.
 */
export function connectRedis(url: string, log: RedisLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: START_WAIT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // One line per outage, not one per reconnection attempt.
  let down = false;
  redis.on("error", (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, "Redis unreachable: serving from the database and memory");
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    log.info("Redis is back");
  });
  return redis;
}

/** Resolves when Redis is ready, fails to connect, or has not answered within a second. */
export async function redisStarted(redis: Redis): Promise<void> {
  if (redis.status === "ready") return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done);
      redis.off("error", done);
      resolve();
    };
    const timer = setTimeout(done, START_WAIT_MS);
    redis.once("ready", done);
    redis.once("error", done);
  });
}

/** Whether Redis answers now, within the command timeout. */
export async function redisUp(redis: Redis): Promise<boolean> {
  return redis.ping().then(
    () => true,
    () => false,
  );
}

/** Closes politely, or drops the connection when Redis cannot answer. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
