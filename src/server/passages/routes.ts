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
      return drawPassage(db, difficulty, new Set(exclude), request.log);
    },
  );
};
