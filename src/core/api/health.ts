import { z } from "zod";

export const healthResponseSchema = z.object({
  /** "degraded" when the database or Redis is down; only a database down answers 503. */
  status: z.enum(["ok", "degraded"]),
  database: z.object({
    driver: z.enum(["pglite", "postgres"]),
    status: z.enum(["up", "down"]),
    latencyMs: z.number().optional(),
  }),
  /** Only when REDIS_URL is set. Without Redis an instance serves on, alone (README, Redis). */
  redis: z.object({ status: z.enum(["up", "down"]) }).optional(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
