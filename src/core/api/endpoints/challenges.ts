import { CHALLENGE_ISSUE_LIMIT, CHALLENGE_ISSUE_WINDOW_MS } from "../../typing/challenge-limits.ts";
import {
  challengeAnswerSchema,
  challengeFramesSchema,
  challengeOutcomeSchema,
  challengeParamsSchema,
  issuedChallengeSchema,
  resultParamsSchema,
  reviewRequestedSchema,
  startChallengeRequestSchema,
} from "../challenges.ts";
import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";

export const issueChallenge = endpoint({
  method: "POST",
  path: "/api/challenges",
  tags: ["challenges"],
  summary: "Issue a speed challenge for one of the signed-in typist's pending results",
  description:
    `At most ${CHALLENGE_ISSUE_LIMIT} in ${CHALLENGE_ISSUE_WINDOW_MS / 3_600_000} hours. ` +
    "Refusals carry a `code`: no-result (404), not-pending (409), too-many-challenges (429).",
  body: startChallengeRequestSchema,
  responses: {
    201: issuedChallengeSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    429: apiErrorSchema,
  },
});

/**
 * Answers packed frames, not JSON (core/typing/challenge-frames.ts), which the page plays;
 * issuedChallengeSchema's framesUrl names the same address for other clients.
 */
export const getChallengeFrames = endpoint({
  method: "GET",
  path: "/api/challenges/:id/frames",
  produces: ["application/octet-stream"],
  tags: ["challenges"],
  summary:
    "The challenge's text drawn in moving dots, as packed frames, for its typist only; the " +
    "first load starts the challenge's clock",
  params: challengeParamsSchema,
  responses: {
    200: challengeFramesSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    410: apiErrorSchema,
  },
});

export const submitChallengeAnswer = endpoint({
  method: "POST",
  path: "/api/challenges/:id",
  tags: ["challenges"],
  summary:
    "Answer a speed challenge: passing ranks its result and certifies the typist for " +
    "30 days up to 125 % of the copy's speed, and never more than 125 % of the held result's",
  description:
    "The copy's keystrokes are replayed and checked as a test's; its speed is theirs, and " +
    "none may come later than the answer's arrival after the image's first load on the " +
    "server's clock. Refusals carry a `code`: no-challenge (404), challenge-used (409), " +
    "challenge-expired (410), replay-mismatch (422, which uses the challenge up).",
  params: challengeParamsSchema,
  body: challengeAnswerSchema,
  responses: {
    200: challengeOutcomeSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    410: apiErrorSchema,
    422: apiErrorSchema,
  },
});

export const requestChallengeReview = endpoint({
  method: "POST",
  path: "/api/results/:id/review",
  tags: ["challenges"],
  summary:
    "Ask for a moderator's review of a pending result instead of the speed challenge, " +
    "for typists who cannot use its image",
  description: "Refusals carry a `code`: no-result (404), not-pending (409).",
  params: resultParamsSchema,
  responses: {
    200: reviewRequestedSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  },
});
