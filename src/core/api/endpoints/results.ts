import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import { insightSchema, resultDetailSchema } from "../insight.ts";
import { savePracticeRequestSchema } from "../practice.ts";
import { publicResultSchema } from "../public-result.ts";
import { resultIdParamsSchema } from "../replays.ts";
import {
  historyPageSchema,
  historyQuerySchema,
  resultListSchema,
  resultsQuerySchema,
  saveResultRequestSchema,
  saveResultResponseSchema,
} from "../results.ts";
import { weakKeyTextRequestSchema, weakKeyTextSchema } from "../weak-key-text.ts";

export const postResult = endpoint({
  method: "POST",
  path: "/api/results",
  tags: ["results"],
  summary:
    "Save a finished test: the server checks it against the test it issued, replays " +
    "its keystrokes and computes its WPM, accuracy and mistakes",
  description:
    "Refusals carry a `code`: invalid-token, test-mismatch (400); " +
    "banned, other-user (403); reused-token (409); foreign-text, too-early, " +
    "replay-mismatch, impossible-speed (422). Any attempt past the token's signature and " +
    "owner uses it up. A saved result is `verified`, `flagged` with the reasons it is kept " +
    "off the leaderboard, or `pending`: fast, and held until its typist passes a speed " +
    "challenge. A run sent after its token's lifetime (its test's duration plus 15 minutes, " +
    "a length test's 1 hour 15 minutes), as a browser that kept it while the server could " +
    "not be reached sends it, is checked as any other and flagged `late`. A test started " +
    "while the server could not be reached has no token: its save sends `offline` instead " +
    "(an id its browser made and the built-in passages it showed), is checked against those " +
    "passages as any other, and is flagged `offline`, never ranked. " +
    "It is saved once (201); the same run sent again by its typist (the same " +
    "token or offline id, text, keystrokes and time) is answered 200 with that result, so a retry after a " +
    "lost answer is safe.",
  body: saveResultRequestSchema,
  responses: {
    200: saveResultResponseSchema,
    201: saveResultResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    409: apiErrorSchema,
    422: apiErrorSchema,
    429: apiErrorSchema,
  },
});

export const getRecentResults = endpoint({
  method: "GET",
  path: "/api/me/results",
  tags: ["results"],
  summary:
    "The signed-in user's newest results that count for their statistics, newest first " +
    "(product call 'Profile results'): practice, races, and flagged, held or removed results, are " +
    "left out until they rank",
  query: resultsQuerySchema,
  responses: { 200: resultListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
});

export const postPracticeResult = endpoint({
  method: "POST",
  path: "/api/practice-results",
  tags: ["results"],
  summary:
    "Save a finished practice run to the typist's history: the server replays its " +
    "keystrokes and computes its WPM and accuracy; it never ranks",
  description:
    "Refusals carry a `code`: banned (403); replay-mismatch, impossible-speed (422). A " +
    "saved run has mode `practice`, is `unverified` (there is no served text to verify " +
    "it against) and never a personal best; its key figures join the typist's.",
  body: savePracticeRequestSchema,
  responses: {
    201: saveResultResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    422: apiErrorSchema,
    429: apiErrorSchema,
  },
});

export const getResultDetail = endpoint({
  method: "GET",
  path: "/api/me/results/:id",
  tags: ["results"],
  summary:
    "One of the signed-in user's results in full, for the results view: its figures, " +
    "mistakes in their words, speed second by second and key figures",
  params: resultIdParamsSchema,
  responses: {
    200: resultDetailSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
  },
});

export const getPublicResult = endpoint({
  method: "GET",
  path: "/api/results/:id",
  tags: ["results"],
  summary:
    "A saved result as its page shows it to anyone: typist, score, mode, date, standing and " +
    "speed graph, never its text",
  description:
    "404 'There is no public result at this address.' (code `no-result`) for an id that is " +
    "no result, a result whose typist keeps their results private, one a moderator removed " +
    "and one of a banned typist, alike, so the answer tells nothing of which; the typist " +
    "gets their own result whatever its standing.",
  params: resultIdParamsSchema,
  responses: { 200: publicResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
});

export const getHistory = endpoint({
  method: "GET",
  path: "/api/me/history",
  tags: ["results"],
  summary:
    "The signed-in user's results a page at a time, newest first, by mode, difficulty, " +
    "kind and UTC days, with how many match",
  query: historyQuerySchema,
  responses: { 200: historyPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
});

export const getInsight = endpoint({
  method: "GET",
  path: "/api/me/insight",
  tags: ["results"],
  summary:
    "The signed-in user's summary: personal bests by mode and difficulty, totals, " +
    "current streak of UTC days, and key figures with the weakest keys",
  responses: { 200: insightSchema, 401: apiErrorSchema },
});

export const postWeakKeyText = endpoint({
  method: "POST",
  path: "/api/practice/weak-key-text",
  tags: ["results"],
  summary:
    "A weak-key practice text: common words leaning towards the keys and letter pairs the " +
    "typist is slowest at or most often gets wrong",
  description:
    "Signed in, from the figures of every saved result; signed out, from the figures the " +
    "browser sends. Each call draws new words.",
  body: weakKeyTextRequestSchema,
  responses: { 200: weakKeyTextSchema, 400: apiErrorSchema, 429: apiErrorSchema },
});
