import { type ParsedMail, simpleParser } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One mail as the SMTP server received it. */
export interface ReceivedMail {
  /** The recipients of the SMTP envelope. */
  to: string[];
  /** The user the sender signed in as, when it did. */
  user: string | undefined;
  parsed: ParsedMail;
}

export interface SmtpSink {
  port: number;
  /** An SMTP_URL for the server, signed in as `user:secret`. */
  url: string;
  received: ReceivedMail[];
  /** The first mail to `address` received from now on, or within `timeoutMs` an error. */
  next(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every mail it receives, so tests follow a mail
 * from the site to the inbox. Plain connections only, with sign-in allowed on them: it is local.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiting = new Set<(mail: ReceivedMail) => void>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "user" && auth.password === "secret") {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            user: typeof session.user === "string" ? session.user : undefined,
            parsed,
          };
          received.push(mail);
          for (const notify of waiting) notify(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://user:secret@127.0.0.1:${port}`,
    received,
    next(address, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`No mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        function check(mail: ReceivedMail) {
          if (!mail.to.includes(address)) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(mail);
        }
        waiting.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
