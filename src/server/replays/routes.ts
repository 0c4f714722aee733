import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getReplay, reportReplay } from "../../core/api/endpoints/replays.ts";
import { REPORTS_PER_DAY } from "../../core/moderation/reason.ts";
import { refuseBanned, userStanding } from "../admin/roles.ts";
import type { Auth } from "../auth/auth.ts";
import { requireUser, sessionUser, signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { HttpError } from "../http/http-error.ts";
import { findReplay, insertReport, reportsInLastDay } from "./repository.ts";

export interface ReplayRouteOptions {
  db: Database;
  auth: Auth;
  /** Milliseconds since the epoch; tests move it to let a day of reports pass. */
  now: () => number;
}

const NO_REPLAY = "This result has no public replay.";

/** Public replays of ranked results, and typists' reports of the ones they doubt. */
export const replayRoutes: FastifyPluginAsyncZod<ReplayRouteOptions> = async (
  app,
  { db, auth, now },
) => {
  app.route({
    ...endpointRoute(getReplay),
    handler: async (request) => {
      const found = await findReplay(db, request.params.id);
      if (!found?.timeline) throw new HttpError(404, NO_REPLAY, "no-replay");
      const viewer = request.headers.cookie ? await sessionUser(auth, request) : null;
      const moderator = viewer ? (await userStanding(db, viewer.id)).admin : false;
      // Unranked results (flagged, held, removed) are the typist's own business and the
      // moderators'; to anyone else they do not exist.
      if (!found.ranked && !moderator && viewer?.id !== found.userId) {
        throw new HttpError(404, NO_REPLAY, "no-replay");
      }
      const { rawText: passage, typedText: _typed, ...result } = found.result;
      return {
        result,
        username: found.username,
        passage,
        text: found.text,
        timeline: found.timeline,
        ranked: found.ranked,
        moderation: moderator
          ? { userId: found.userId, rankable: found.rankable, banned: found.banned }
          : null,
      };
    },
  });

  app.route({
    ...endpointRoute(reportReplay),
    onRequest: requireUser(auth),
    handler: async (request, reply) => {
      const reporter = signedInUser(request);
      await refuseBanned(db, reporter.id);
      const found = await findReplay(db, request.params.id);
      if (!found?.ranked)
        throw new HttpError(404, "Only ranked results can be reported.", "no-replay");
      if (found.userId === reporter.id) {
        throw new HttpError(422, "You cannot report your own result.", "own-result");
      }
      const at = now();
      if ((await reportsInLastDay(db, reporter.id, at)) >= REPORTS_PER_DAY) {
        throw new HttpError(
          429,
          `You can report ${REPORTS_PER_DAY} results a day. Please try again tomorrow.`,
          "report-limit",
        );
      }
      const stored = await insertReport(db, {
        resultId: found.result.id,
        reporterId: reporter.id,
        reason: request.body.reason,
        at,
      });
      if (!stored) {
        throw new HttpError(409, "You have already reported this result.", "already-reported");
      }
      return reply.status(201).send({ reported: true });
    },
  });
};
