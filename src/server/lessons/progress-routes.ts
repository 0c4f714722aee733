import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { getLessonProgress, putLessonProgress } from "../../core/api/endpoints/lessons.ts";
import type { Auth } from "../auth/auth.ts";
import { signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { accountSaves } from "../http/account-saves.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { findLessonProgress, saveLessonProgress } from "./progress-repository.ts";

/**
 * Saves per account and minute: a lesson takes half a minute or more, and the page saves after
 * each and after each change of a choice; a script may not turn the table into a write load.
 */
export const LESSON_SAVES_PER_MINUTE = 60;

/** A signed-in typist's adaptive lessons, kept with the account so every device goes on from them. */
export const lessonProgressRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  redis?: Redis;
}> = async (app, { db, auth, redis }) => {
  // Signed out is refused before a body of up to a megabyte is read.
  const limited = await accountSaves(app, {
    auth,
    redis,
    what: "lesson saves",
    counter: "lesson-saves",
    perMinute: LESSON_SAVES_PER_MINUTE,
  });

  app.route({
    ...endpointRoute(getLessonProgress),
    handler: async (request, reply) => {
      const progress = await findLessonProgress(db, signedInUser(request).id);
      return reply.header("cache-control", "no-store").send(progress);
    },
  });

  app.route({
    ...endpointRoute(putLessonProgress),
    config: limited,
    handler: (request) => saveLessonProgress(db, signedInUser(request).id, request.body),
  });
};
