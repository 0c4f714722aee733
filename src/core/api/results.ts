import { z } from "zod";
import { difficultySchema } from "./difficulty.ts";
import { OFFERED_MODES, modeName, parseModeName } from "../typing/test-modes.ts";
import { PROFILE_RESULT_LIMIT } from "../account/profile-stats.ts";
import {
  MAX_EDITS_EXTRA,
  MAX_EDITS_PER_CHARACTER,
  MAX_KEYS_PER_EDIT,
  RESULT_FLAGS,
  isOversizedTimeline,
} from "../typing/result-verification.ts";
import type { EditFlags } from "../typing/timeline.ts";
import { STOP_ON_ERROR_MODES } from "../typing/stop-on-error.ts";
import { testTokenSchema } from "./test-token.ts";
import { IMPORT_SOURCES } from "../imports/imported-result.ts";

/**
 * Every mode a result can have: '30-seconds' … '10-minute', '300 Characters' …, '10 Words' …
 * (product 'Entities and their fields').
 */
export const RESULT_MODES = OFFERED_MODES.map(modeName) as [string, ...string[]];

/**
 * Long enough for a 10-minute test at any human speed, with passages appended as the typist
 * nears the end (product 'States and transitions'), and far below the body limit.
 */
export const MAX_TEXT_LENGTH = 20_000;
/** The longest a length test may take before it is not a typing test any more: one hour. */
export const MAX_ELAPSED_MS = 60 * 60 * 1000;
/** Every character of the longest text typed, and as many corrections. */
export const MAX_TIMELINE_EDITS = 2 * MAX_TEXT_LENGTH;
/** A key for every edit, and as many again for modifiers and keys that change nothing. */
export const MAX_KEY_EVENTS = 2 * MAX_TIMELINE_EDITS;
/** KeyboardEvent code and key names are short: 'ShiftLeft', 'Unidentified', 'é'. */
const MAX_KEY_NAME = 32;

const textIndex = z.number().int().min(0).max(MAX_TEXT_LENGTH);
const msSinceStart = z.number().int().min(0).max(MAX_ELAPSED_MS);

/** src/core/typing/timeline.ts TimelineEdit: [ms since the first keystroke, at, removed, inserted]. */
const editsSchema = <Flags extends z.ZodType<EditFlags>>(flags: Flags) =>
  z
    .array(
      z.tuple([
        msSinceStart,
        textIndex,
        textIndex,
        z.string().max(MAX_TEXT_LENGTH),
        flags.optional(),
      ]),
    )
    .min(1)
    .max(MAX_TIMELINE_EDITS);

/** src/core/typing/recorded-timeline.ts KeyEvent. */
export const keyEventSchema = z.tuple([
  msSinceStart,
  msSinceStart.nullable(),
  z.string().max(MAX_KEY_NAME),
  z.string().max(MAX_KEY_NAME),
]);

/** src/core/typing/recorded-timeline.ts: a bare array of edits (version 1) or version 2. */
export const timelineSchema = z.union([
  editsSchema(z.literal(1)).describe(
    "Every change of the typing input: [ms since the first keystroke, position, characters " +
      "removed, text inserted], with a fifth element 1 when a script, not the user, sent it",
  ),
  z
    .strictObject({
      version: z.literal(2),
      edits: editsSchema(z.literal([1, 2, 3])).describe(
        "Every change of the typing input, as in the bare array; a fifth element 2 marks a " +
          "change from text composition (an input method), 3 one that is also synthetic",
      ),
      keys: z
        .array(keyEventSchema)
        .max(MAX_KEY_EVENTS)
        .describe(
          "Every key press: [ms it went down, ms it came up or null if still down at the end, " +
            "KeyboardEvent code, KeyboardEvent key]",
        ),
    })
    .describe("A versioned timeline: the edits, and the key presses behind them"),
]);

/**
 * A test started while TypeTempo could not be reached, on built-in passages and without a token
 * (src/web/typing/passage-client.ts): the browser names its passages and gives it an id of its
 * own. The server checks the text against those passages and saves it unranked, flagged
 * `offline`, as nothing bounds when or how long its timeline was made.
 */
export const offlineTestSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[\w-]{16,64}$/)
      .describe(
        "Random, made by the browser: the same run sent again is saved once, as a token's is",
      ),
    passageIds: z
      .array(z.number().int().negative())
      .min(1)
      .max(100)
      .describe("The built-in passages the test showed, in order (their ids are negative)"),
  })
  .describe("Sent instead of `token` for a test started while the server could not be reached");

/**
 * The fields of a finished test. The score is not among them: the server replays the
 * timeline and computes WPM, accuracy and mistakes from the passage it served
 * (docs/trusted-results.md).
 */
export const saveResultFields = {
  token: testTokenSchema
    .optional()
    .describe(
      "The signed test token the server issued with the passage; absent for a test started offline",
    ),
  offline: offlineTestSchema.optional(),
  mode: z
    .enum(RESULT_MODES)
    .describe("'30-seconds' … '10-minute', '{N} Characters' or '{N} Words'"),
  difficulty: difficultySchema,
  duration: z
    .number()
    .int()
    .min(1)
    .max(MAX_ELAPSED_MS / 1000)
    .describe("Seconds: the set duration of a timed test, the time taken for a length test"),
  rawText: z.string().min(1).max(MAX_TEXT_LENGTH).describe("The passage as shown"),
  typedText: z.string().max(MAX_TEXT_LENGTH).describe("What the typist typed"),
  elapsedMs: z
    .number()
    .int()
    .min(1)
    .max(MAX_ELAPSED_MS)
    .optional()
    .describe("Length tests only: milliseconds from the first keystroke to the end"),
  timeline: timelineSchema,
  stopOnError: z
    .enum(STOP_ON_ERROR_MODES)
    .optional()
    .describe(
      "The stop on error setting the test ran under (off when absent); the server checks the " +
        "timeline keeps to it. The score is the same under every setting",
    ),
};

type SaveResultShape = {
  token?: string | undefined;
  offline?: unknown;
  mode: string;
  duration: number;
  rawText: string;
  typedText: string;
  elapsedMs?: number | undefined;
  timeline: unknown[] | { edits: unknown[]; keys: unknown[] };
};

/** The rules that tie the fields together; each broken rule is one issue. */
export function saveResultProblems(body: SaveResultShape): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  // A test has a token, or started offline and has none: never both, never neither.
  if (body.token === undefined && body.offline === undefined) {
    problems.push({ path: "token", message: "is required unless the test started offline" });
  } else if (body.token !== undefined && body.offline !== undefined) {
    problems.push({ path: "offline", message: "is only for a test that has no token" });
  }
  if (body.typedText.length > body.rawText.length) {
    problems.push({ path: "typedText", message: "must not be longer than rawText" });
  }
  const counts = Array.isArray(body.timeline)
    ? { edits: body.timeline.length, keys: 0 }
    : { edits: body.timeline.edits.length, keys: body.timeline.keys.length };
  if (isOversizedTimeline(body.rawText.length, counts)) {
    problems.push({
      path: "timeline",
      message:
        `must hold at most ${MAX_EDITS_PER_CHARACTER} edits per character of rawText plus ` +
        `${MAX_EDITS_EXTRA}, and ${MAX_KEYS_PER_EDIT} key presses per edit allowed`,
    });
  }
  const mode = parseModeName(body.mode);
  // A length or word test ends when its text does, so its own time is what its speed is over.
  if (mode?.kind === "length" || mode?.kind === "words") {
    if (body.elapsedMs === undefined) {
      problems.push({ path: "elapsedMs", message: "is required for a length test" });
    } else if (Math.abs(body.duration - body.elapsedMs / 1000) > 1) {
      problems.push({ path: "duration", message: "must be elapsedMs in whole seconds" });
    }
  } else {
    const seconds = mode?.kind === "timed" ? mode.seconds : undefined;
    if (body.duration !== seconds) {
      problems.push({ path: "duration", message: `must be ${seconds} for mode ${body.mode}` });
    }
    if (body.elapsedMs !== undefined) {
      problems.push({ path: "elapsedMs", message: "is only for length tests" });
    }
  }
  return problems;
}

export const saveResultRequestSchema = z.strictObject(saveResultFields).superRefine((body, ctx) => {
  for (const problem of saveResultProblems(body)) {
    ctx.addIssue({ code: "custom", path: [problem.path], message: problem.message });
  }
});
export type SaveResultRequest = z.input<typeof saveResultRequestSchema>;

/**
 * verified: ranked; flagged: kept in the typist's history but off the leaderboard;
 * unverified: saved before results were verified, or a practice run, which has no served text
 * to verify, so never ranked; pending: fast, and held
 * off the leaderboard until its typist passes the speed challenge; removed: taken off the
 * leaderboard by a moderator.
 */
export const VERIFICATION_STATUSES = [
  "verified",
  "flagged",
  "unverified",
  "pending",
  "removed",
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** A stored result with the score the server computed. */
export const savedResultSchema = z.object({
  id: z.number().int(),
  wpm: z.number(),
  accuracy: z.number(),
  mistakes: z.number().int().describe("Typed characters that differ from the passage"),
  duration: z.number().int(),
  mode: z.string(),
  difficulty: difficultySchema,
  includePunctuation: z.boolean(),
  includeNumbers: z.boolean(),
  rawText: z.string(),
  typedText: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  verification: z.enum(VERIFICATION_STATUSES),
  flags: z.array(z.enum(RESULT_FLAGS)).describe("Why a flagged result is kept off the leaderboard"),
  stopOnError: z.enum(STOP_ON_ERROR_MODES).describe("The stop on error setting it ran under"),
});
export type SavedResult = z.infer<typeof savedResultSchema>;

/** src/core/insight/personal-best.ts PersonalBest. */
export const personalBestSchema = z.object({
  previousBestWpm: z
    .number()
    .nullable()
    .describe("The best before this result; null for the first of its mode and difficulty"),
  averageWpm: z
    .number()
    .nullable()
    .describe("The mean of the earlier results, one decimal; null when there are none"),
});

/** What saving a result answers: the stored result, and whether it is a personal best. */
export const saveResultResponseSchema = savedResultSchema.extend({
  personalBest: personalBestSchema
    .nullable()
    .describe(
      "Set when this result beats every earlier one of the typist's in its mode and " +
        "difficulty. Only verified results (and those saved before verification) count: a " +
        "flagged or held result is never a personal best, nor beaten by one, until it ranks",
    ),
  awaitingEmailVerification: z
    .boolean()
    .describe(
      "True when the result would rank but its typist's e-mail address is not verified yet: " +
        "it is saved, and joins the leaderboard once the address is verified",
    ),
  isPublic: z
    .boolean()
    .describe(
      "Whether anyone with the link may open the result's page, /results/{id}: false while " +
        "its typist keeps their results private",
    ),
});
export type SaveResultResponse = z.infer<typeof saveResultResponseSchema>;

export const resultsQuerySchema = z.strictObject({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PROFILE_RESULT_LIMIT)
    .default(PROFILE_RESULT_LIMIT)
    .describe("How many of the newest results"),
  mode: z.enum(RESULT_MODES).optional().describe("Only this mode's, for its progress chart"),
});

/**
 * product call 'Profile results': what the profile reads of each result, and whether it is held
 * for the speed challenge, so the typist can take it from there.
 */
export const resultSummarySchema = savedResultSchema.pick({
  id: true,
  wpm: true,
  accuracy: true,
  duration: true,
  mode: true,
  difficulty: true,
  createdAt: true,
  verification: true,
});
export type ResultSummary = z.infer<typeof resultSummarySchema>;

export const resultListSchema = z.object({ results: z.array(resultSummarySchema) });
export type ResultList = z.infer<typeof resultListSchema>;

/** A test, or a practice run (POST /api/practice-results), stored with mode 'practice'. */
export const RESULT_KINDS = ["test", "practice"] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** The largest history page: a screenful or two of rows. */
export const MAX_HISTORY_PAGE_SIZE = 100;

/** What the history can be narrowed to: a kind of result of the typist's own, or imports. */
export const HISTORY_QUERY_KINDS = [...RESULT_KINDS, "imported"] as const;

const utcDay = z.iso.date().describe("A UTC day, YYYY-MM-DD; the range includes it");

export const historyQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(100_000).default(1).describe("From 1"),
    pageSize: z.coerce.number().int().min(1).max(MAX_HISTORY_PAGE_SIZE).default(20),
    mode: z.enum(RESULT_MODES).optional(),
    difficulty: difficultySchema.optional(),
    from: utcDay.optional(),
    to: utcDay.optional(),
    kind: z
      .enum(HISTORY_QUERY_KINDS)
      .optional()
      .describe(
        "test, practice, or imported: results brought in from another site. Imported ones " +
          "have no TypeTempo mode or difficulty, so a filter by either leaves them out",
      ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ["to"],
    message: "must not be before from",
  });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** A result typed on another site and imported (src/core/imports): never ranked. */
export const importedEntrySchema = z.object({
  kind: z.literal("imported"),
  id: z.number().int().describe("The imported result's own id, not a result's: it has no page"),
  source: z.enum(IMPORT_SOURCES),
  wpm: z.number(),
  accuracy: z.number(),
  durationMs: z.number().int(),
  mode: z.string().describe("The source's own name of the test: 'time 30', 'keybr natural'"),
  createdAt: z.iso.datetime({ offset: true }).describe("When it was typed"),
});
export type ImportedEntry = z.infer<typeof importedEntrySchema>;

export const historyEntrySchema = z.union([
  resultSummarySchema.extend({
    kind: z.enum(RESULT_KINDS),
    flags: savedResultSchema.shape.flags,
  }),
  importedEntrySchema,
]);

export const historyPageSchema = z.object({
  results: z.array(historyEntrySchema).describe("Newest first"),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().describe("Results matching the filters, on every page"),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;
