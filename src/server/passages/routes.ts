import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../core/api/error.ts";
import { passageQuerySchema, passageResponseSchema } from "../../core/api/passages.ts";
import { FALLBACK_PASSAGES, type Passage } from "../../core/fallback-passages.ts";
import { pickUnserved } from "../../core/passage-pick.ts";
import type { Database } from "../db/client.ts";
import { listPassages } from "./repository.ts";

export const passageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/passages",
    {
      schema: {
        tags: ["passages"],
        summary: "A passage to type, not one this browser was already served",
        querystring: passageQuerySchema,
        response: { 200: passageResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { difficulty, exclude } = request.query;
      const served = new Set(exclude);
      let pool: Passage[] = [];
      try {
        pool = await listPassages(db, difficulty);
      } catch (error) {
        request.log.warn({ err: error }, "Error fetching text:");
      }
      if (pool.length === 0) {
        request.log.warn({ difficulty }, "No stored passages: using built-in passages");
        const builtin = FALLBACK_PASSAGES.filter((p) => p.difficulty === difficulty);
        return { ...pickUnserved(builtin, served), source: "builtin" as const };
      }
      return { ...pickUnserved(pool, served), source: "database" as const };
    },
  );
};
