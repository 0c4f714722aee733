import { z } from "zod";
import { CONTACT_LIMITS } from "../site/contact-fields.ts";

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * product 'States and transitions', Contact form: name, email, subject and message, all required.
 */
export const contactRequestSchema = z.strictObject({
  name: required("Name", CONTACT_LIMITS.name),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email("Email must be a valid e-mail address")),
  subject: required("Subject", CONTACT_LIMITS.subject),
  message: required("Message", CONTACT_LIMITS.message),
});

export const contactResponseSchema = z.object({
  received: z.literal(true),
  message: z.string().describe("A confirmation to show the sender"),
});
