import path from "node:path";
import { z } from "zod";
import { SITE_NAME } from "../../core/site/site.ts";

/** An address alone, or a display name with the address in angle brackets. */
const SENDER = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** The environment variables of e-mail (README, Configuration). */
export const mailEnvShape = {
  // Empty means unset, as for DATABASE_URL: mails then go to the outbox folder.
  SMTP_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\/[^\s/?#]+/, "must be an smtp:// or smtps:// URL with a host")
      .optional(),
  ),
  MAIL_FROM: z
    .string()
    .regex(SENDER, "must be an address, or a name and an address: Name <address@example.com>")
    .default(`${SITE_NAME} <no-reply@localhost>`),
};

type MailEnv = z.infer<z.ZodObject<typeof mailEnvShape>>;

export interface MailConfig {
  /** Where mails are sent; without it they are written to `outboxDir`. */
  smtpUrl: string | undefined;
  /** The sender of every mail. */
  from: string;
  /** The folder that holds each mail as an .eml file when no SMTP server is configured. */
  outboxDir: string;
}

export function readMailConfig(e: MailEnv, dataDir: string): MailConfig {
  return { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.resolve(dataDir, "mail") };
}
