import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getHealth } from "../../core/api/endpoints/health.ts";
import { pingDatabase, type DatabaseHandle } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.route({
    ...endpointRoute(getHealth),
    handler: async (request, reply) => {
      const started = performance.now();
      const uptimeSeconds = Math.round(process.uptime());
      try {
        await pingDatabase(database.db);
        const latencyMs = Math.round((performance.now() - started) * 100) / 100;
        return {
          status: "ok" as const,
          database: { driver: database.driver, status: "up" as const, latencyMs },
          uptimeSeconds,
        };
      } catch (error) {
        request.log.error({ err: error }, "database health check failed");
        return reply.status(503).send({
          status: "degraded",
          database: { driver: database.driver, status: "down" },
          uptimeSeconds,
        });
      }
    },
  });
};
