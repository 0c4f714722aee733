import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../core/api/error.ts";
import {
  resultListSchema,
  resultsQuerySchema,
  saveResultRequestSchema,
  savedResultSchema,
} from "../../core/api/results.ts";
import { scoreTest, type TestTiming } from "../../core/scoring.ts";
import { isCharacterMode } from "../../core/test-modes.ts";
import type { Auth } from "../auth/auth.ts";
import { requireUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { insertResult, listRecentResults } from "./repository.ts";

/** Saving a finished test (signed-in only) and reading one's own results. */
export const resultRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  app.post(
    "/results",
    {
      schema: {
        tags: ["results"],
        summary: "Save a finished test; the server computes its WPM, accuracy and mistakes",
        body: saveResultRequestSchema,
        response: { 201: savedResultSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      const body = request.body;
      const timing: TestTiming = isCharacterMode(body.mode)
        ? { kind: "length", elapsedMs: body.elapsedMs ?? body.duration * 1000 }
        : { kind: "timed", durationSeconds: body.duration };
      const score = scoreTest(body.rawText, body.typedText, timing);
      const saved = await insertResult(db, {
        userId: user.id,
        mode: body.mode,
        difficulty: body.difficulty,
        duration: body.duration,
        rawText: body.rawText,
        typedText: body.typedText,
        score,
      });
      return reply.status(201).send(saved);
    },
  );

  app.get(
    "/me/results",
    {
      schema: {
        tags: ["results"],
        summary: "The signed-in user's newest results, newest first (SPEC §7 #10)",
        querystring: resultsQuerySchema,
        response: { 200: resultListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      return { results: await listRecentResults(db, user.id, request.query.limit) };
    },
  );
};
