import { z } from "zod";
import { difficultySchema } from "./difficulty.ts";

/** At most this many served ids travel back; more than any difficulty's pool. */
export const MAX_EXCLUDED_PASSAGES = 500;

const idList = z
  .string()
  .max(MAX_EXCLUDED_PASSAGES * 12)
  .regex(/^-?\d{1,9}(,-?\d{1,9})*$/, "must be a comma-separated list of passage ids")
  .transform((value) => value.split(",").map(Number))
  .refine((ids) => ids.length <= MAX_EXCLUDED_PASSAGES, {
    message: `must list at most ${MAX_EXCLUDED_PASSAGES} ids`,
  });

export const passageQuerySchema = z.strictObject({
  difficulty: difficultySchema.describe("Which pool to draw from"),
  exclude: idList
    .optional()
    .describe("Ids this browser was already served for the difficulty; they are not repeated"),
});

export const passageSchema = z.object({
  id: z
    .number()
    .int()
    .describe(
      "Positive for stored passages, negative for built-in fallbacks; a common-words test numbers its chunks 0, 1, 2 …; a quote's id is its number in the quote set; a code snippet's, its position in its language's file",
    ),
  text: z.string(),
  difficulty: difficultySchema,
  source: z
    .object({
      author: z.string().describe("Who wrote the quote"),
      work: z.string().describe("The work it is from"),
      year: z.number().int().describe("The year the work was first published"),
    })
    .optional()
    .describe("Where a quote is from; quotes only"),
  title: z.string().optional().describe("What a code snippet does; code only"),
});

export const passageResponseSchema = z.object({
  passage: passageSchema,
  reset: z
    .boolean()
    .describe("Every passage of the pool had been served: forget the served ids and start over"),
  source: z
    .enum(["database", "builtin", "words", "quotes", "code"])
    .describe(
      "Where the text came from: stored passages, built-in ones, common words, quotes or code",
    ),
});
export type PassageResponse = z.infer<typeof passageResponseSchema>;
