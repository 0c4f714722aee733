import { z } from "zod";

export const healthResponseSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({
    driver: z.enum(["pglite", "postgres"]),
    status: z.enum(["up", "down"]),
    latencyMs: z.number().optional(),
  }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
