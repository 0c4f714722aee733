import { z } from "zod";

/** Every 4xx and 5xx answer of the API has this body. */
export const apiErrorSchema = z.object({
  error: z.string().describe("The HTTP reason phrase, e.g. 'Bad Request'"),
  message: z.string().describe("What went wrong, in words a developer or user can act on"),
  code: z
    .string()
    .optional()
    .describe("A stable name for the cause, where clients act on it, e.g. 'reused-token'"),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe("Which inputs failed validation, when that is the cause"),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
