import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../core/api/error.ts";
import { passageQuerySchema, passageResponseSchema } from "../../core/api/passages.ts";
import type { Database } from "../db/client.ts";
import { drawPassage } from "./draw.ts";

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
      // No token comes with this passage, so there is nothing to steer: the browser's list is
      // taken whole.
      return drawPassage(db, difficulty, { remembered: new Set(exclude), hint: [] }, request.log);
    },
  );
};
