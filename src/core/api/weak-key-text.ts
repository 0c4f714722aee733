import { z } from "zod";

/**
 * The most of a browser's stored key figures a request carries, within the API's default body
 * limit once their quotes are escaped: a typist's figures of English are about 20 kB. A browser
 * that keeps more makes its text itself (weak-key-client.ts), as it does offline.
 */
export const MAX_STORED_KEY_STATS = 48 * 1024;

/**
 * Weak-key practice's next text (product 'Practice'), made by the server so that a visit of the
 * practice page does without the word list: from the signed-in typist's figures, or else from
 * those this browser stores, sent as it stores them.
 */
export const weakKeyTextRequestSchema = z.strictObject({
  stored: z
    .string()
    .max(MAX_STORED_KEY_STATS)
    .nullable()
    .describe(
      "This browser's key figures as it stores them (JSON of per-key and per-bigram figures), read when no one is signed in: what is not figures is left out, entry by entry, and no figures give a balanced text",
    ),
});

export const weakKeyTextSchema = z.object({
  text: z.string().describe("Practice words separated by single spaces"),
  focus: z
    .array(z.object({ name: z.string(), weakness: z.number().min(0) }))
    .describe("The keys and letter pairs the text leans towards, weakest first; empty if none"),
  from: z
    .enum(["profile", "browser"])
    .describe("Whose figures: the signed-in typist's saved results, or the browser's own"),
});
export type WeakKeyTextResponse = z.infer<typeof weakKeyTextSchema>;
