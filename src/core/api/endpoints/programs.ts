import { programBestsSchema, programKeyStatsSchema } from "../api-keys.ts";
import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import { historyPageSchema, historyQuerySchema } from "../results.ts";

// The endpoints a typist's own programs call with a personal API key (issue 37), read-only and
// versioned apart from the site's, which may change with its pages.
const errors = { 401: apiErrorSchema, 429: apiErrorSchema };
const tags = ["programs"];
const security = ["apiKey"] as const;

export const getProgramResults = endpoint({
  method: "GET",
  path: "/api/v1/me/results",
  tags,
  security,
  summary:
    "The key's typist's results a page at a time, newest first, with the fields their " +
    "history shows, by mode, difficulty, kind and UTC days, with how many match; results " +
    "imported from other sites are among them with `kind` imported, and no difficulty",
  query: historyQuerySchema,
  responses: { 200: historyPageSchema, 400: apiErrorSchema, ...errors },
});

export const getProgramPersonalBests = endpoint({
  method: "GET",
  path: "/api/v1/me/personal-bests",
  tags,
  security,
  summary: "The key's typist's personal bests by board, mode and difficulty",
  responses: { 200: programBestsSchema, ...errors },
});

export const getProgramKeyStats = endpoint({
  method: "GET",
  path: "/api/v1/me/key-stats",
  tags,
  security,
  summary:
    "The key's typist's figures per key and per pair of keys (keystrokes, errors, time), " +
    "with their slowest and most error-prone ones",
  responses: { 200: programKeyStatsSchema, ...errors },
});
