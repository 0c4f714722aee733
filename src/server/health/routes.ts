import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthResponseSchema } from "../../core/api/health.ts";
import { pingDatabase, type DatabaseHandle } from "../db/client.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Whether the server and its database are up",
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
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
  );
};
