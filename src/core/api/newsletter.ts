import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../site/contact-fields.ts";

export const newsletterRequestSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
    .pipe(z.email("Email must be a valid e-mail address")),
});

export const newsletterResponseSchema = z.object({
  subscribed: z.literal(true),
  message: z.string().describe("The confirmation to show; the same for a new and a known address"),
});
