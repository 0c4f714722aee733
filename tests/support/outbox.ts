import { simpleParser } from "mailparser";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";

export interface OutboxMail {
  to: string;
  /** The first link of its text, or "". */
  link: string;
}

/**
 * The mails of a kind (a file name part: 'email-verification', 'email-change') that a server
 * without SMTP wrote into its outbox, DATA_DIR/mail, newest first; none before the first.
 */
export async function outboxMails(dataDir: string, kind: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, "mail");
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.includes(`-${kind}-`))
    .sort()
    .reverse();
  return Promise.all(
    names.map(async (name) => {
      const mail = await simpleParser(await readFile(path.join(dir, name)));
      return {
        to: mail.to && !Array.isArray(mail.to) ? mail.to.text : "",
        link: mail.text?.match(/https?:\/\/\S+/)?.[0] ?? "",
      };
    }),
  );
}
