import nodemailer from "nodemailer";
import type { Metrics } from "../metrics/metrics.ts";
import type { MailConfig } from "./config.ts";
import type { MailContent } from "./messages.ts";
import { createOutbox } from "./outbox.ts";

type LogFn = (obj: object, msg: string) => void;

interface MailerOptions {
  config: MailConfig;
  logger: { info: LogFn; error: LogFn };
  metrics: Metrics;
  now: () => number;
}

/** Short waits: a mail server that does not answer should not hold connections for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends the site's mails through SMTP_URL, or writes them to the outbox folder with their links
 * logged. A mail goes in the background: the request that asked for it answers at once, in the
 * same time whether or not a mail was due, and a failure is logged and counted, never shown.
 */
export function createMailer({ config, logger, metrics, now }: MailerOptions) {
  const smtp = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;
  const outbox = createOutbox(config.outboxDir);
  const pending = new Set<Promise<void>>();

  async function deliver(to: string, mail: MailContent): Promise<void> {
    const message = {
      from: config.from,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    };
    try {
      if (smtp) {
        await smtp.sendMail(message);
        logger.info({ kind: mail.kind }, "mail sent");
      } else {
        const file = await outbox.write(mail.kind, message, new Date(now()));
        // The log names the links so a local install can follow them without a mail program.
        logger.info({ kind: mail.kind, file, links: mail.links }, "mail written to the outbox");
      }
      metrics.mails.inc({ kind: mail.kind, outcome: "sent" });
    } catch (error) {
      metrics.mails.inc({ kind: mail.kind, outcome: "failed" });
      logger.error({ kind: mail.kind, err: error }, "mail not sent");
    }
  }

  return {
    send(to: string, mail: MailContent): void {
      const delivery = deliver(to, mail);
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    /** Waits for every mail under way: before the server closes, and in tests. */
    async settled(): Promise<void> {
      await Promise.all(pending);
    },
    async close(): Promise<void> {
      await Promise.all(pending);
      smtp?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
