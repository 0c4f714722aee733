import { z } from "zod";
import { speedSampleSchema } from "./insight.ts";
import { savedResultSchema } from "./results.ts";

/**
 * A saved result as its page (/results/:id) shows it to anyone: its typist's name and score, never
 * the passage or what was typed, which may be the typist's own text.
 */
export const publicResultSchema = savedResultSchema
  .pick({
    id: true,
    wpm: true,
    accuracy: true,
    mistakes: true,
    duration: true,
    mode: true,
    difficulty: true,
    createdAt: true,
    verification: true,
    stopOnError: true,
  })
  .extend({
    username: z
      .string()
      .nullable()
      .describe("The typist's display name; null shows as 'Anonymous'"),
    speed: z.array(speedSampleSchema).describe("Empty when no keystrokes were kept"),
    hasReplay: z
      .boolean()
      .describe("Whether GET /api/results/{id}/replay answers the one asking: a ranked result's"),
    mine: z
      .boolean()
      .describe("The one asking typed it, and may read it in full at GET /api/me/results/{id}"),
    isPublic: z
      .boolean()
      .describe(
        "Whether anyone may open the page; false only on the typist's own view of a result " +
          "that others cannot see (their results are private, or a moderator removed it)",
      ),
  });
export type PublicResult = z.infer<typeof publicResultSchema>;
