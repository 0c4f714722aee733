import { z } from "zod";
import { MAX_CUSTOM_TEXT_LENGTH, normalizeCustomText } from "../practice/custom-text.ts";
import {
  MAX_EDITS_EXTRA,
  MAX_EDITS_PER_CHARACTER,
  MAX_KEYS_PER_EDIT,
  isOversizedTimeline,
} from "../typing/result-verification.ts";
import { MAX_ELAPSED_MS, timelineSchema } from "./results.ts";

/**
 * A finished practice run. The text is the typist's own or one the browser generated, so
 * there is no test token; the score is not sent either: the server replays the timeline and
 * computes it from the text (docs/trusted-results.md).
 */
export const savePracticeRequestSchema = z
  .strictObject({
    text: z
      .string()
      .min(1)
      .max(MAX_CUSTOM_TEXT_LENGTH)
      .describe(
        "The practice text as shown, cleaned as custom text is (src/core/practice/custom-text.ts)",
      ),
    typedText: z.string().max(MAX_CUSTOM_TEXT_LENGTH).describe("What the typist typed"),
    elapsedMs: z
      .number()
      .int()
      .min(1)
      .max(MAX_ELAPSED_MS)
      .describe("Milliseconds from the first keystroke to the end"),
    timeline: timelineSchema,
  })
  .superRefine((body, ctx) => {
    // Generated and pasted text alike reach the page cleaned, so anything else was not shown.
    // Text too long is the length limit's to refuse.
    const cleaned = normalizeCustomText(body.text);
    if (cleaned.ok ? cleaned.text !== body.text : cleaned.reason === "empty") {
      ctx.addIssue({
        code: "custom",
        path: ["text"],
        message: "must be cleaned as practice text is: no control characters, tabs or spare spaces",
      });
    }
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
