import { randomBytes } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointUrl } from "../../core/api/endpoint.ts";
import {
  getChallengeFrames,
  issueChallenge,
  requestChallengeReview,
  submitChallengeAnswer,
} from "../../core/api/endpoints/challenges.ts";
import {
  CHALLENGE_ISSUE_LIMIT,
  CHALLENGE_ISSUE_WINDOW_MS,
  challengeExpired,
} from "../../core/typing/challenge-limits.ts";
import {
  certifiedWpm,
  challengeTimeLimitSeconds,
  requiredChallengeWpm,
  scoreChallenge,
} from "../../core/typing/challenge-scoring.ts";
import { packFrames } from "../../core/typing/challenge-frames.ts";
import { refusalMessage } from "../../core/typing/judge-run.ts";
import { upgradeTimeline } from "../../core/typing/recorded-timeline.ts";
import type { Auth } from "../auth/auth.ts";
import { requireUser, signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { HttpError } from "../http/http-error.ts";
import { renderChallengeFrames } from "./challenge-motion.ts";
import { challengeDrawingRandom, challengeTextFor } from "./challenge-text.ts";
import {
  type ChallengeRow,
  challengesIssuedSince,
  insertChallenge,
  markStarted,
  ownChallenge,
  ownResult,
  requestReview,
  useChallenge,
} from "./repository.ts";

export interface ChallengeRouteOptions {
  db: Database;
  auth: Auth;
  /** The key challenge texts are drawn with (challenge-text.ts). */
  challengeKey: Buffer;
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  now: () => number;
}

const NO_RESULT = "You have no result with this id.";
const NO_CHALLENGE = "You have no speed challenge with this id.";

function notPending(): never {
  throw new HttpError(409, "This result is not held for a speed challenge.", "not-pending");
}

function used(): never {
  throw new HttpError(409, "This challenge was used already. Start a new one.", "challenge-used");
}

function expired(): never {
  throw new HttpError(410, "This challenge's time ran out. Start a new one.", "challenge-expired");
}

const isExpired = (challenge: ChallengeRow, now: number) =>
  challengeExpired(
    {
      issuedAt: challenge.issuedAt.getTime(),
      startedAt: challenge.startedAt?.getTime() ?? null,
      timeLimitMs: challenge.timeLimitMs,
    },
    now,
  );

/**
 * The speed challenge (docs/trusted-results.md): a held result's typist is issued a text drawn
 * as an image, copies it against the server's clock, and a pass ranks the result and certifies
 * the typist. A typist who cannot use the image asks for review instead.
 */
export const challengeRoutes: FastifyPluginAsyncZod<ChallengeRouteOptions> = async (
  app,
  { db, auth, challengeKey, now },
) => {
  app.addHook("preHandler", requireUser(auth));

  const challengeOf = async (userId: string, id: string) => {
    const challenge = await ownChallenge(db, userId, id);
    if (!challenge) throw new HttpError(404, NO_CHALLENGE, "no-challenge");
    return challenge;
  };

  app.route({
    ...endpointRoute(issueChallenge),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const at = now();
      const result = await ownResult(db, user.id, request.body.resultId);
      if (!result) throw new HttpError(404, NO_RESULT, "no-result");
      if (result.verification !== "pending") notPending();
      const issued = await challengesIssuedSince(db, user.id, at - CHALLENGE_ISSUE_WINDOW_MS);
      if (issued >= CHALLENGE_ISSUE_LIMIT) {
        throw new HttpError(
          429,
          `You have had ${CHALLENGE_ISSUE_LIMIT} speed challenges today. ` +
            "Please try again tomorrow, or ask for a review.",
          "too-many-challenges",
        );
      }
      const id = randomBytes(18).toString("base64url");
      const text = challengeTextFor(challengeKey, id);
      const requiredWpm = requiredChallengeWpm(result.wpm);
      const timeLimitSeconds = challengeTimeLimitSeconds(text.length, requiredWpm);
      await insertChallenge(db, {
        id,
        userId: user.id,
        resultId: result.id,
        text,
        requiredWpm,
        timeLimitMs: timeLimitSeconds * 1000,
        issuedAt: new Date(at),
      });
      return reply.status(201).send({
        id,
        framesUrl: endpointUrl(getChallengeFrames.path, { id }),
        words: text.split(" ").length,
        timeLimitSeconds,
        requiredWpm,
      });
    },
  });

  app.route({
    ...endpointRoute(getChallengeFrames),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const challenge = await challengeOf(user.id, request.params.id);
      if (challenge.usedAt) used();
      const at = now();
      if (isExpired(challenge, at)) expired();
      await markStarted(db, challenge.id, at);
      const frames = renderChallengeFrames(
        challenge.text,
        challengeDrawingRandom(challengeKey, challenge.id),
      );
      return reply
        .type("application/octet-stream")
        .header("cache-control", "no-store")
        .send(Buffer.from(packFrames(frames)));
    },
  });

  app.route({
    ...endpointRoute(submitChallengeAnswer),
    handler: async (request) => {
      const user = signedInUser(request);
      const challenge = await challengeOf(user.id, request.params.id);
      if (challenge.usedAt) used();
      const at = now();
      if (isExpired(challenge, at)) {
        const nothing = { passed: false, wpm: null, accuracy: null, certifiedWpm: null };
        if (!(await useChallenge(db, challenge, nothing, at))) used();
        expired();
      }
      const startedAt = (challenge.startedAt ?? challenge.issuedAt).getTime();
      const copy = { ...request.body, timeline: upgradeTimeline(request.body.timeline) };
      const score = scoreChallenge(challenge.text, copy, at - startedAt, challenge.requiredWpm);
      if ("problem" in score) {
        const nothing = { passed: false, wpm: null, accuracy: null, certifiedWpm: null };
        if (!(await useChallenge(db, challenge, nothing, at))) used();
        const reason = { code: "replay-mismatch" as const, reason: score.problem };
        throw new HttpError(422, refusalMessage(reason, "copy"), "replay-mismatch");
      }
      const held = await ownResult(db, user.id, challenge.resultId);
      const certified = score.passed ? certifiedWpm(score.wpm, held?.wpm ?? 0) : null;
      const { passed, wpm, accuracy } = score;
      const recorded = await useChallenge(
        db,
        challenge,
        { passed, wpm, accuracy, certifiedWpm: certified },
        at,
      );
      if (!recorded) used();
      return {
        ...score,
        requiredWpm: challenge.requiredWpm,
        ...(certified !== null && { certifiedWpm: certified }),
      };
    },
  });

  app.route({
    ...endpointRoute(requestChallengeReview),
    handler: async (request) => {
      const user = signedInUser(request);
      const result = await ownResult(db, user.id, request.params.id);
      if (!result) throw new HttpError(404, NO_RESULT, "no-result");
      if (result.verification !== "pending") notPending();
      const requested = await requestReview(db, result.id, now());
      return { resultId: result.id, reviewRequestedAt: requested.toISOString() };
    },
  });
};
