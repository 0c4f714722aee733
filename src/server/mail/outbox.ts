import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailKind } from "./messages.ts";

export interface OutboxMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A file name that sorts by time and says what the mail is: 2026-11-26T07-30-00-123Z-password-reset-1a2b3c.eml */
export function outboxFileName(kind: MailKind, at: Date, suffix: string): string {
  return `${at.toISOString().replaceAll(":", "-").replace(".", "-")}-${kind}-${suffix}.eml`;
}

/**
 * With no SMTP server configured, each mail is written whole (headers, text and HTML) as an
 * .eml file that any mail program opens, so a local install works end to end.
 */
export function createOutbox(dir: string) {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    /** Writes the mail and answers its file's path. */
    async write(kind: MailKind, message: OutboxMessage, at: Date): Promise<string> {
      const { message: raw } = await composer.sendMail(message);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, outboxFileName(kind, at, randomBytes(3).toString("hex")));
      await writeFile(file, raw as Buffer, { flag: "wx" });
      return file;
    },
  };
}
