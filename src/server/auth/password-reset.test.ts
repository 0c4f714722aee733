import { like } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PASSWORD_RESET_EXPIRES_SECONDS,
  resetTokenFrom,
} from "../../core/account/password-reset.ts";
import { createUser, sessionCookie, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { verifications } from "../db/schema.ts";

const METRICS_TOKEN = "metrics-token-for-tests";
let t: TestApp;
let dataDir: string;
let ipCounter = 0;
/** A client address of its own, so the per-IP limit is tested alone. */
const nextIp = () => `10.1.0.${++ipCounter}`;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "typetempo-reset-"));
  t = await createTestApp({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: "1000", METRICS_TOKEN });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const requestReset = (payload: unknown, remoteAddress = nextIp()) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/request-password-reset",
    payload: payload as object,
    remoteAddress,
  });

const resetPassword = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload });

/** Whether the reset page would offer the form for the token (POST /api/password-reset-link). */
async function linkUsable(token: string): Promise<boolean> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/password-reset-link",
    payload: { token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().usable;
}

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
    remoteAddress: nextIp(),
  });

const sessionOf = async (cookie: string) =>
  (await t.app.inject({ url: "/api/auth/get-session", headers: { cookie } })).json();

/** Every reset mail in the outbox, oldest first, once the mails under way are written. */
async function outbox() {
  await t.app.mailer.settled();
  const dir = path.join(dataDir, "mail");
  const all = await readdir(dir).catch(() => [] as string[]);
  // Sign-ups send verification mails too; this file is about the reset ones.
  const files = all.filter((f) => f.includes("-password-reset-")).sort();
  return Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
}

async function mailsTo(address: string) {
  return (await outbox()).filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address);
}

/** The token of the last reset link sent to `address`. */
async function lastToken(address: string): Promise<string> {
  const mail = (await mailsTo(address)).at(-1);
  const link = mail?.text?.match(/https?:\/\/\S+/)?.[0];
  const token = link ? resetTokenFrom(new URL(link).hash) : null;
  if (!token) throw new Error(`No reset link sent to ${address}`);
  return token;
}

describe("POST /api/password-reset-link", () => {
  it("answers an unknown token as unusable", async () => {
    expect(await linkUsable("no-such-token")).toBe(false);
  });

  it.each([{}, { token: "" }, { token: 5 }, { token: "x".repeat(201) }, { token: "a", more: 1 }])(
    "refuses the malformed body %j with 400",
    async (payload) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/password-reset-link",
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: "Bad Request" });
    },
  );
});

describe("a password reset", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t.app);
  });

  it("mails a link to the reset page, in text and HTML, and answers as for any address", async () => {
    const response = await requestReset({ email: user.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: expect.any(String) });
    const [mail, ...more] = await mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Reset your TypeTempo password");
    expect(mail!.from?.text).toBe('"TypeTempo" <no-reply@localhost>');
    const link = mail!.text!.match(/https?:\/\/\S+/)![0];
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password#token=\w+$/);
    expect(mail!.text).toContain(`Hello ${user.username},`);
    expect(mail!.text).toContain("expires in 1 hour");
    expect(mail!.html).toContain(`href="${link}"`);
  });

  it("sets the new password, ends every session, and works only once", async () => {
    const token = await lastToken(user.email);
    const other = sessionCookie(await signIn(user.email, user.password));
    expect((await sessionOf(user.cookie))?.user.id).toBe(user.id);

    // Asking about the link twice uses nothing up.
    expect(await linkUsable(token)).toBe(true);
    expect(await linkUsable(token)).toBe(true);
    const reset = await resetPassword({ token, newPassword: "brand-new-pass" });
    expect(reset.statusCode).toBe(200);
    expect(await linkUsable(token)).toBe(false);

    expect(await sessionOf(user.cookie)).toBeNull();
    expect(await sessionOf(other)).toBeNull();
    const refused = await t.app.inject({
      url: "/api/me/results",
      headers: { cookie: user.cookie },
    });
    expect(refused.statusCode).toBe(401);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, "brand-new-pass")).statusCode).toBe(200);

    const again = await resetPassword({ token, newPassword: "third-password" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: "Bad Request", code: "INVALID_TOKEN" });
    expect((await signIn(user.email, "third-password")).statusCode).toBe(401);
  });

  it("refuses an expired link and leaves the password as it was", async () => {
    const someone = await createUser(t.app);
    await requestReset({ email: someone.email });
    const token = await lastToken(someone.email);
    // As if the hour had passed: better-auth compares the row's expiry with the real clock.
    const past = new Date(Date.now() - 1000);
    await t.app.database.db
      .update(verifications)
      .set({ expiresAt: past })
      .where(like(verifications.identifier, `reset-password:${token}`));
    expect(await linkUsable(token)).toBe(false);
    const response = await resetPassword({ token, newPassword: "never-set-1" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await signIn(someone.email, someone.password)).statusCode).toBe(200);
    expect(PASSWORD_RESET_EXPIRES_SECONDS).toBe(3600);
  });

  it("refuses a password under 6 characters and keeps the link usable", async () => {
    const someone = await createUser(t.app);
    await requestReset({ email: someone.email });
    const token = await lastToken(someone.email);
    const short = await resetPassword({ token, newPassword: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    expect((await resetPassword({ token, newPassword: "123456" })).statusCode).toBe(200);
    expect((await signIn(someone.email, "123456")).statusCode).toBe(200);
  });

  it("answers an unknown address exactly as a known one, and sends nothing", async () => {
    const before = (await outbox()).length;
    const known = await requestReset({ email: (await createUser(t.app)).email });
    const unknown = await requestReset({ email: "nobody-here@example.com" });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo("nobody-here@example.com")).toEqual([]);
    expect((await outbox()).length).toBe(before + 1);
  });

  it("answers bad input with a 400 and sends nothing", async () => {
    const before = (await outbox()).length;
    for (const payload of [{}, { email: "not-an-address" }, { email: 42 }, { email: ["a@b.c"] }]) {
      const response = await requestReset(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: "Bad Request" });
    }
    const garbled = await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(garbled.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbled.statusCode).toBeLessThan(500);
    for (const payload of [
      {},
      { token: "x" },
      { newPassword: "long-enough" },
      { token: 1, newPassword: 2 },
    ]) {
      const response = await resetPassword(payload);
      expect(response.statusCode).toBe(400);
    }
    expect((await outbox()).length).toBe(before);
  });
});

describe("the mail limits", () => {
  it("answer 429 past 3 mails an hour to one address, from any IP, known or not", async () => {
    for (const email of [(await createUser(t.app)).email, "stranger@example.com"]) {
      for (let i = 0; i < 3; i++) expect((await requestReset({ email })).statusCode).toBe(200);
      const refused = await requestReset({ email: email.toUpperCase() });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many e-mails asked for this address\. Please try again in \d+ minutes\.$/,
      );
      expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    }
  });

  it("answer 429 past 10 requests an hour from one IP, whatever the addresses", async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      expect((await requestReset({ email: `many-${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    const refused = await requestReset({ email: "one-more@example.com" }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many e-mails asked from your connection\./);
  });

  it("are counted in the metrics with the mails sent", async () => {
    const metrics = await t.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(
      /typetempo_mails_total\{kind="password-reset",outcome="sent"\} [1-9]/,
    );
  });
});
