import { simpleParser } from "mailparser";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../tests/support/server-process.ts";
import { startSmtpSink, type SmtpSink } from "../../../tests/support/smtp-sink.ts";
import { createMetrics } from "../metrics/metrics.ts";
import { createMailer } from "./mailer.ts";
import { passwordResetMail } from "./messages.ts";

const FROM = "TypeTempo <no-reply@typetempo.test>";
const mail = passwordResetMail({
  username: "ada",
  link: "http://localhost:3000/reset-password#token=t0k3n",
  expiresInSeconds: 3600,
});

function recordingLogger() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  return {
    lines,
    info: (obj: object, msg: string) => lines.push({ level: "info", obj, msg }),
    error: (obj: object, msg: string) => lines.push({ level: "error", obj, msg }),
  };
}

async function mailCount(metrics: ReturnType<typeof createMetrics>, outcome: string) {
  const { values } = await metrics.mails.get();
  return values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
}

let dir: string;
let sink: SmtpSink;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "typetempo-mail-"));
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the mailer without SMTP", () => {
  it("writes each mail as an .eml file in the outbox and logs its links", async () => {
    const outboxDir = path.join(dir, "mail");
    const logger = recordingLogger();
    const metrics = createMetrics({ served: false });
    const mailer = createMailer({
      config: { smtpUrl: undefined, from: FROM, outboxDir },
      logger,
      metrics,
      now: () => Date.parse("2026-11-26T07:30:00.000Z"),
    });
    mailer.send("ada@example.com", mail);
    await mailer.settled();

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2026-11-26T07-30-00-000Z-password-reset-[0-9a-f]{6}\.eml$/);
    const parsed = await simpleParser(await readFile(path.join(outboxDir, files[0]!)));
    expect(parsed.from?.text).toBe('"TypeTempo" <no-reply@typetempo.test>');
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.text).toBe(mail.text);
    expect(parsed.html).toContain("Reset your password</a>");
    expect(logger.lines).toEqual([
      {
        level: "info",
        obj: { kind: "password-reset", file: path.join(outboxDir, files[0]!), links: mail.links },
        msg: "mail written to the outbox",
      },
    ]);
    expect(await mailCount(metrics, "sent")).toBe(1);
    await mailer.close();
  });
});

describe("the mailer with SMTP_URL", () => {
  it("sends through the server, signed in with the URL's user, text and HTML", async () => {
    const metrics = createMetrics({ served: false });
    const mailer = createMailer({
      config: { smtpUrl: sink.url, from: FROM, outboxDir: path.join(dir, "unused") },
      logger: recordingLogger(),
      metrics,
      now: Date.now,
    });
    const arrived = sink.next("grace@example.com");
    mailer.send("grace@example.com", mail);
    await mailer.settled();
    const received = await arrived;
    expect(received.user).toBe("user");
    expect(received.parsed.subject).toBe(mail.subject);
    expect(received.parsed.text).toBe(mail.text);
    expect(received.parsed.html).toContain("expires in 1 hour");
    expect(await mailCount(metrics, "sent")).toBe(1);
    await expect(readdir(path.join(dir, "unused"))).rejects.toThrow();
    await mailer.close();
  });

  it("logs and counts a mail the server cannot take, without throwing", async () => {
    const metrics = createMetrics({ served: false });
    const logger = recordingLogger();
    const mailer = createMailer({
      config: {
        smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
        from: FROM,
        outboxDir: path.join(dir, "unused"),
      },
      logger,
      metrics,
      now: Date.now,
    });
    mailer.send("lost@example.com", mail);
    await mailer.settled();
    expect(await mailCount(metrics, "failed")).toBe(1);
    expect(logger.lines.map((l) => [l.level, l.msg])).toEqual([["error", "mail not sent"]]);
    await mailer.close();
  });
});
