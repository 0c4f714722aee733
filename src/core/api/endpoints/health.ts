import { endpoint } from "../endpoint.ts";
import { healthResponseSchema } from "../health.ts";

export const getHealth = endpoint({
  method: "GET",
  path: "/api/health",
  tags: ["health"],
  summary: "Whether the server and its database are up",
  responses: { 200: healthResponseSchema, 503: healthResponseSchema },
});
