import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import {
  storedLessonProgressSchema,
  typistPercentileQuerySchema,
  typistPercentileSchema,
} from "../lessons.ts";
import { MAX_LESSONS, lessonProgressSchema } from "../../lessons/lesson-progress.ts";
import { MIN_TYPISTS } from "../../lessons/typist-percentile.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export const getLessonProgress = endpoint({
  method: "GET",
  path: "/api/me/lessons",
  tags: ["lessons"],
  summary:
    "The signed-in typist's adaptive lesson progress (issue 35), or null before a device has saved any",
  responses: { 200: storedLessonProgressSchema, ...errors },
});

export const putLessonProgress = endpoint({
  method: "PUT",
  path: "/api/me/lessons",
  tags: ["lessons"],
  summary: "Save the signed-in typist's lesson progress, merged with what another device saved",
  description:
    "The write's choices (kind, language, layout, targets, focus, skipped keys) replace the " +
    "stored ones; its lessons and unlocked keys join the stored ones, so a device that had not " +
    "seen another's lessons loses none of them. Lessons are kept by when they ended, the newest " +
    `${MAX_LESSONS}. Answers with the progress as stored, which the device should take as its own.`,
  body: lessonProgressSchema,
  responses: { 200: lessonProgressSchema, 429: apiErrorSchema, ...errors },
});

export const getTypistPercentile = endpoint({
  method: "GET",
  path: "/api/typists/percentile",
  tags: ["lessons"],
  summary:
    "The share of the site's typists whose best 60-second speed on English passages is below a speed",
  description:
    "Among the typists with a ranked 60-second result on the default board (English " +
    "passages), their best over the three difficulties each; a signed-in asker is left out. " +
    "A signed-in asker may leave wpm out: their own best is compared, and answered as best. " +
    `percent is null under ${MIN_TYPISTS} typists, or with no speed to compare; 400 without ` +
    "wpm when signed out.",
  query: typistPercentileQuerySchema,
  responses: { 200: typistPercentileSchema, 400: apiErrorSchema },
});
