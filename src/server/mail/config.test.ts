import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";

describe("the mail settings", () => {
  it("write to DATA_DIR/mail from 'TypeTempo <no-reply@localhost>' when nothing is set", () => {
    expect(loadConfig({ DATA_DIR: "/srv/typetempo" }).mail).toEqual({
      smtpUrl: undefined,
      from: "TypeTempo <no-reply@localhost>",
      outboxDir: path.resolve("/srv/typetempo/mail"),
    });
    expect(loadConfig({ SMTP_URL: "" }).mail.smtpUrl).toBeUndefined();
  });

  it("take an smtp:// or smtps:// URL and a sender with or without a name", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://user:p%40ss@mail.example.com:465",
      MAIL_FROM: "no-reply@example.com",
    });
    expect(config.mail.smtpUrl).toBe("smtps://user:p%40ss@mail.example.com:465");
    expect(config.mail.from).toBe("no-reply@example.com");
    expect(loadConfig({ SMTP_URL: "smtp://localhost:25" }).mail.smtpUrl).toBe(
      "smtp://localhost:25",
    );
  });

  it.each([
    { SMTP_URL: "http://mail.example.com" },
    { SMTP_URL: "smtp://" },
    { SMTP_URL: "mail.example.com:587" },
    { MAIL_FROM: "" },
    { MAIL_FROM: "not an address" },
    { MAIL_FROM: "Name <broken>" },
    { MAIL_FROM: "a@b.c\r\nBcc: x@y.z" },
  ])("refuses %o with a clear message", (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/SMTP_URL|MAIL_FROM/);
  });
});

describe("mail in production", () => {
  it("needs BETTER_AUTH_URL beside SMTP_URL, so links name the public address", () => {
    const smtp = { NODE_ENV: "production", SMTP_URL: "smtp://localhost:25" };
    expect(() => loadConfig(smtp)).toThrow(/SMTP_URL needs BETTER_AUTH_URL in production/);
    expect(loadConfig({ ...smtp, BETTER_AUTH_URL: "https://typetempo.example" }).mail.smtpUrl).toBe(
      "smtp://localhost:25",
    );
    // The outbox of a local install mails nobody, so it needs no public origin.
    expect(loadConfig({ NODE_ENV: "production" }).mail.smtpUrl).toBeUndefined();
  });
});
