import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { getHealth } from "../../core/api/endpoints/health.ts";
import { pingDatabase, type DatabaseHandle } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { redisUp } from "../infra/redis.ts";

/** A database that has not answered by then counts as down: a load balancer should not wait. */
const DATABASE_PING_TIMEOUT_MS = 2000;

async function databaseUp(database: DatabaseHandle): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${DATABASE_PING_TIMEOUT_MS} ms`)),
      DATABASE_PING_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([pingDatabase(database.db), timeout]);
    return null;
  } catch (error) {
    return error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance can serve. Without the database it cannot: 503, so a load balancer takes
 * it out. Without Redis it can (sessions come from the database, limits count in memory), but
 * alone, and races between instances wait: 200 with status "degraded".
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  redis?: Redis;
}> = async (app, { database, redis }) => {
  app.route({
    ...endpointRoute(getHealth),
    handler: async (request, reply) => {
      const started = performance.now();
      const uptimeSeconds = Math.round(process.uptime());
      const [databaseError, redisStatus] = await Promise.all([
        databaseUp(database),
        redis ? redisUp(redis).then((up) => (up ? "up" : "down")) : undefined,
      ]);
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      const redisPart = redisStatus ? { redis: { status: redisStatus } } : {};
      if (databaseError) {
        request.log.error({ err: databaseError }, "database health check failed");
        return reply.status(503).send({
          status: "degraded",
          database: { driver: database.driver, status: "down" },
          ...redisPart,
          uptimeSeconds,
        });
      }
      return {
        status: redisStatus === "down" ? ("degraded" as const) : ("ok" as const),
        database: { driver: database.driver, status: "up" as const, latencyMs },
        ...redisPart,
        uptimeSeconds,
      };
    },
  });
};
