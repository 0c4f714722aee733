import { simpleParser } from "mailparser";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { VERIFIED_CALLBACK_PATH } from "../../core/account/email-verification.ts";
import { OTHER_ACCOUNT_CALLBACK_PATH } from "../../core/account/link-landing.ts";
import { createUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "typetempo-verify-"));
  t = await createTestApp({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: "1000" });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The verification mails sent to `address`, oldest first. */
async function verificationMails(address: string) {
  await t.app.mailer.settled();
  const dir = path.join(dataDir, "mail");
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(
    files
      .filter((f) => f.includes("-email-verification-"))
      .map(async (f) => simpleParser(await readFile(path.join(dir, f)))),
  );
  return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address);
}

/** The path and query of the last verification link sent to `address`. */
async function lastLink(address: string): Promise<string> {
  const link = (await verificationMails(address)).at(-1)?.text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No verification link sent to ${address}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

const profileOf = async (cookie: string) =>
  (await t.app.inject({ url: "/api/me/profile", headers: { cookie } })).json().user;

/** Whose session a cookie carries, as the site reads it. */
const sessionUserOf = async (cookie: string) =>
  (await t.app.inject({ url: "/api/auth/get-session", headers: { cookie } })).json()?.user.id;

/** The session cookies an answer sets: a link must set none, neither a new one nor a change. */
const sessionCookiesSet = (response: LightMyRequestResponse) =>
  [response.headers["set-cookie"] ?? []].flat().filter((c) => c.includes("session"));

let ipCounter = 0;
/** Each from an address of its own, so only the per-address limit is met. */
const resend = (email: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/send-verification-email",
    payload: { email },
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.2.0.${++ipCounter}`,
  });

describe("e-mail verification", () => {
  it("mails a link at sign-up that verifies the address, opened in the typist's browser", async () => {
    const user = await createUser(t.app);
    const [mail, ...more] = await verificationMails(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Verify your e-mail address for TypeTempo");
    expect(mail!.html).toContain("Verify your e-mail address</a>");
    expect((await profileOf(user.cookie)).emailVerified).toBe(false);

    const followed = await t.app.inject({
      url: await lastLink(user.email),
      headers: { cookie: user.cookie },
    });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(VERIFIED_CALLBACK_PATH);
    expect(sessionCookiesSet(followed)).toEqual([]);
    expect(await sessionUserOf(user.cookie)).toBe(user.id);
    expect((await profileOf(user.cookie)).emailVerified).toBe(true);

    // Once verified, there is nothing more to send.
    const again = await resend(user.email, user.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "EMAIL_ALREADY_VERIFIED" });
  });

  it("sends the link again on request, and the new link works", async () => {
    const user = await createUser(t.app);
    const sent = await resend(user.email, user.cookie);
    expect(sent.statusCode).toBe(200);
    expect(await verificationMails(user.email)).toHaveLength(2);
    const followed = await t.app.inject({ url: await lastLink(user.email) });
    expect(followed.headers.location).toBe(VERIFIED_CALLBACK_PATH);
    expect((await profileOf(user.cookie)).emailVerified).toBe(true);
  });

  it("verifies the address from a signed-out browser and signs no one in", async () => {
    const user = await createUser(t.app);
    const followed = await t.app.inject({ url: await lastLink(user.email) });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(VERIFIED_CALLBACK_PATH);
    expect(sessionCookiesSet(followed)).toEqual([]);
    expect((await profileOf(user.cookie)).emailVerified).toBe(true);
  });

  it("verifies its own account from a browser signed in as someone else, whose session stays", async () => {
    const owner = await createUser(t.app);
    const opener = await createUser(t.app);
    const followed = await t.app.inject({
      url: await lastLink(owner.email),
      headers: { cookie: opener.cookie },
    });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(OTHER_ACCOUNT_CALLBACK_PATH);
    expect(sessionCookiesSet(followed)).toEqual([]);
    expect(await sessionUserOf(opener.cookie)).toBe(opener.id);
    expect((await profileOf(owner.cookie)).emailVerified).toBe(true);
    expect((await profileOf(opener.cookie)).emailVerified).toBe(false);

    // Opened again it changes nothing, and a broken one says it did not work; neither touches
    // the session.
    const again = await t.app.inject({
      url: await lastLink(owner.email),
      headers: { cookie: opener.cookie },
    });
    expect(again.headers.location).toBe(OTHER_ACCOUNT_CALLBACK_PATH);
    const broken = await t.app.inject({
      url: (await lastLink(owner.email)).replace(/token=([^.]+\.[^.]+)\.[^&]+/, "token=$1.forged"),
      headers: { cookie: opener.cookie },
    });
    expect(broken.headers.location).toMatch(/^\/profile\?link=another-account&error=/);
    expect(await sessionUserOf(opener.cookie)).toBe(opener.id);
  });

  it("refuses another account's address and a broken link, and changes nothing", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const mismatch = await resend(other.email, user.cookie);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: "EMAIL_MISMATCH" });

    const link = await lastLink(user.email);
    const broken = await t.app.inject({ url: link.replace(/token=[^&]+/, "token=not.a.token") });
    expect(broken.statusCode).toBe(302);
    expect(broken.headers.location).toMatch(/^\/profile\?email=verified&error=/);
    expect((await profileOf(user.cookie)).emailVerified).toBe(false);

    for (const payload of [{}, { email: "nope" }, { email: 7 }]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/send-verification-email",
        payload,
        headers: { cookie: user.cookie },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("limits resends to 3 an hour per address", async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 3; i++)
      expect((await resend(user.email, user.cookie)).statusCode).toBe(200);
    const refused = await resend(user.email, user.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many e-mails asked for this address\./);
  });
});
