import { z } from "zod";
import {
  MAX_CUSTOM_TEXT_LENGTH,
  MAX_REPEAT_TEXT_LENGTH,
  normalizeCustomText,
} from "../practice/custom-text.ts";
import {
  CUSTOM_LENGTH_BOUNDS,
  CUSTOM_LENGTH_UNITS,
  isCustomLength,
} from "../typing/custom-length.ts";
import type { CustomLength } from "../typing/test-modes.ts";
import { lengthLimit } from "../typing/length-passage.ts";
import {
  MAX_EDITS_EXTRA,
  MAX_EDITS_PER_CHARACTER,
  MAX_KEYS_PER_EDIT,
  isOversizedTimeline,
} from "../typing/result-verification.ts";
import { MAX_ELAPSED_MS, timelineSchema } from "./results.ts";

/**
 * What an unranked run was: practice (weak keys or a custom text on /practice), a test typed on
 * the typist's own text (custom), free typing without a text (zen, issue 34), a test's text
 * typed again from its results (repeat), a test of a length the typist picked (custom-length),
 * or an adaptive lesson (lesson, issue 35), whose text the browser made from the keys in play.
 */
export const PRACTICE_KINDS = [
  "practice",
  "custom",
  "zen",
  "repeat",
  "custom-length",
  "lesson",
] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];

/**
 * A finished practice run. The text is the typist's own or one the browser generated, so
 * there is no test token; the score is not sent either: the server replays the timeline and
 * computes it from the text (docs/trusted-results.md).
 */
export const savePracticeRequestSchema = z
  .strictObject({
    kind: z
      .enum(PRACTICE_KINDS)
      .default("practice")
      .describe(
        "'practice' (the default), 'custom' (the typist's own text), 'zen' (free typing: the text is what was typed), 'repeat' (a test's text typed again), 'custom-length' (a served text at a length of the typist's choosing, given in `length`) or 'lesson' (an adaptive lesson's text, made by the browser from the keys in play and cleaned as practice text is)",
      ),
    length: z
      .strictObject({ unit: z.enum(CUSTOM_LENGTH_UNITS), value: z.number().int() })
      .optional()
      .describe(
        `A custom-length run's length, and only theirs: ${CUSTOM_LENGTH_BOUNDS.seconds.min}–${CUSTOM_LENGTH_BOUNDS.seconds.max} seconds or ${CUSTOM_LENGTH_BOUNDS.characters.min}–${CUSTOM_LENGTH_BOUNDS.characters.max} characters`,
      ),
    text: z
      .string()
      .min(1)
      .max(MAX_REPEAT_TEXT_LENGTH)
      .describe(
        "The text as shown: cleaned as custom text is (src/core/practice/custom-text.ts), at most 5,000 characters, but for a repeat",
      ),
    typedText: z.string().max(MAX_REPEAT_TEXT_LENGTH).describe("What the typist typed"),
    elapsedMs: z
      .number()
      .int()
      .min(1)
      .max(MAX_ELAPSED_MS)
      .describe("Milliseconds from the first keystroke to the end"),
    timeline: timelineSchema,
  })
  .superRefine((body, ctx) => {
    // A repeat types a served text again, laid out as it was served (code's indentation
    // included), and may be as long as a long timed test's; so may a custom length's.
    const served = body.kind === "repeat" || body.kind === "custom-length";
    if (!served && body.text.length > MAX_CUSTOM_TEXT_LENGTH) {
      ctx.addIssue({
        code: "custom",
        path: ["text"],
        message: `must be at most ${MAX_CUSTOM_TEXT_LENGTH} characters`,
      });
    }
    // Generated and pasted text alike reach the page cleaned, so anything else was not shown.
    // A zen run has no text but what was typed, kept as it was typed rather than cleaned.
    if (served) {
      // Served text, which is shown as it came.
    } else if (body.kind === "zen") {
      if (body.typedText !== body.text) {
        ctx.addIssue({
          code: "custom",
          path: ["text"],
          message: "must be the typed text: a zen run has no text of its own",
        });
      }
    } else {
      const cleaned = normalizeCustomText(body.text);
      if (cleaned.ok ? cleaned.text !== body.text : cleaned.reason === "empty") {
        ctx.addIssue({
          code: "custom",
          path: ["text"],
          message:
            "must be cleaned as practice text is: no control characters, tabs or spare spaces",
        });
      }
    }
    customLengthIssues(body, ctx);
    if (body.typedText.length > body.text.length) {
      ctx.addIssue({
        code: "custom",
        path: ["typedText"],
        message: "must not be longer than text",
      });
    }
    const counts = Array.isArray(body.timeline)
      ? { edits: body.timeline.length, keys: 0 }
      : { edits: body.timeline.edits.length, keys: body.timeline.keys.length };
    if (isOversizedTimeline(body.text.length, counts)) {
      ctx.addIssue({
        code: "custom",
        path: ["timeline"],
        message:
          `must hold at most ${MAX_EDITS_PER_CHARACTER} edits per character of text plus ` +
          `${MAX_EDITS_EXTRA}, and ${MAX_KEYS_PER_EDIT} key presses per edit allowed`,
      });
    }
  });
export type SavePracticeRequest = z.input<typeof savePracticeRequestSchema>;

/**
 * A custom-length run names its length, within bounds, and keeps to it: a duration's run ends
 * when its time is up, a character count's text is cut near it as a character test's is
 * (length-passage.ts). No other run names a length.
 */
function customLengthIssues(
  body: { kind: PracticeKind; length?: CustomLength | undefined; text: string; elapsedMs: number },
  ctx: z.RefinementCtx,
) {
  const { length } = body;
  if (body.kind !== "custom-length") {
    if (length)
      ctx.addIssue({ code: "custom", path: ["length"], message: "only for custom-length" });
    return;
  }
  if (!length || !isCustomLength(length)) {
    const { seconds, characters } = CUSTOM_LENGTH_BOUNDS;
    ctx.addIssue({
      code: "custom",
      path: ["length"],
      message: `must be ${seconds.min} to ${seconds.max} seconds or ${characters.min} to ${characters.max} characters`,
    });
    return;
  }
  if (length.unit === "seconds" && body.elapsedMs > length.value * 1000) {
    ctx.addIssue({
      code: "custom",
      path: ["elapsedMs"],
      message: `must be at most the test's ${length.value} seconds`,
    });
  }
  if (length.unit === "characters" && body.text.length > lengthLimit(length.value)) {
    ctx.addIssue({
      code: "custom",
      path: ["text"],
      message: `must be at most ${lengthLimit(length.value)} characters for a test of ${length.value}`,
    });
  }
}
