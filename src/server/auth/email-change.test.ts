import { type ParsedMail, simpleParser } from "mailparser";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_CHANGED_CALLBACK_PATH } from "../../core/account/email-change.ts";
import { OTHER_ACCOUNT_CALLBACK_PATH } from "../../core/account/link-landing.ts";
import { SITE_NAME } from "../../core/site/site.ts";
import { createUser, createVerifiedUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "typetempo-change-"));
  t = await createTestApp({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: "1000" });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The mails of a kind sent to `address`, oldest first. */
async function mailsTo(address: string, kind: "email-change" | "email-change-notice") {
  await t.app.mailer.settled();
  const dir = path.join(dataDir, "mail");
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails: ParsedMail[] = [];
  for (const file of files) {
    if (!new RegExp(`-${kind}-[0-9a-f]+\\.eml$`).test(file)) continue;
    const mail = await simpleParser(await readFile(path.join(dir, file)));
    if (mail.to && !Array.isArray(mail.to) && mail.to.text === address) mails.push(mail);
  }
  return mails;
}

/** The path and query of the link in the last change mail to `address`. */
async function changeLink(address: string): Promise<string> {
  const link = (await mailsTo(address, "email-change")).at(-1)?.text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No change link sent to ${address}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

const profileOf = async (cookie: string) =>
  (await t.app.inject({ url: "/api/me/profile", headers: { cookie } })).json().user;

let ipCounter = 0;
/** Each from an address of its own, unless `ip` is given, so only the limit tested is met. */
const askChange = (user: TestUser | null, newEmail: unknown, ip = `10.3.0.${++ipCounter}`) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/change-email",
    payload: { newEmail },
    headers: user ? { cookie: user.cookie } : {},
    remoteAddress: ip,
  });

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
    remoteAddress: `10.4.0.${++ipCounter}`,
  });

describe("changing the e-mail address", () => {
  it("waits for the link mailed to the new address, and tells the old one", async () => {
    const user = await createVerifiedUser(t.app);
    const newEmail = `moved.${user.username}@example.org`;
    const asked = await askChange(user, newEmail.toUpperCase());
    expect(asked.statusCode).toBe(200);

    const [mail, ...more] = await mailsTo(newEmail, "email-change");
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Confirm your new e-mail address for ${SITE_NAME}`);
    expect(mail!.text).toContain(`To make ${newEmail} the address of your ${SITE_NAME} account`);
    expect(mail!.html).toContain("Confirm your new address</a>");
    const [notice] = await mailsTo(user.email, "email-change-notice");
    expect(notice!.subject).toBe(`Your ${SITE_NAME} e-mail address is being changed`);
    expect(notice!.text).toContain(`change its e-mail address to ${newEmail}.`);
    expect(notice!.html).toContain(SITE_NAME);

    // Nothing changes until the link is opened: the old address still signs in.
    expect((await profileOf(user.cookie)).email).toBe(user.email);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);

    const link = await changeLink(newEmail);
    const followed = await t.app.inject({ url: link, headers: { cookie: user.cookie } });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(EMAIL_CHANGED_CALLBACK_PATH);
    expect(await profileOf(user.cookie)).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn(newEmail, user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);

    // A used link changes nothing and says why on the profile.
    const again = await t.app.inject({ url: link });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toMatch(/^\/profile\?email=changed&error=/);
    expect((await profileOf(user.cookie)).email).toBe(newEmail);
  });

  it("verifies the new address of an unverified account, which the link proves", async () => {
    const user = await createUser(t.app);
    const newEmail = `proven.${user.username}@example.org`;
    expect((await askChange(user, newEmail)).statusCode).toBe(200);
    expect((await profileOf(user.cookie)).emailVerified).toBe(false);
    await t.app.inject({ url: await changeLink(newEmail) });
    expect(await profileOf(user.cookie)).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it("moves its own account from a browser signed in as someone else, whose session stays", async () => {
    const owner = await createVerifiedUser(t.app);
    const opener = await createVerifiedUser(t.app);
    const newEmail = `elsewhere.${owner.username}@example.org`;
    expect((await askChange(owner, newEmail)).statusCode).toBe(200);
    const followed = await t.app.inject({
      url: await changeLink(newEmail),
      headers: { cookie: opener.cookie },
    });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(OTHER_ACCOUNT_CALLBACK_PATH);
    expect(followed.headers["set-cookie"]).toBeUndefined();
    expect(await profileOf(owner.cookie)).toMatchObject({ email: newEmail, emailVerified: true });
    const session = await t.app.inject({
      url: "/api/auth/get-session",
      headers: { cookie: opener.cookie },
    });
    expect(session.json().user).toMatchObject({ id: opener.id, email: opener.email });
  });

  it("refuses bad requests with a clear message and mails nothing", async () => {
    const user = await createVerifiedUser(t.app);
    const same = await askChange(user, user.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe("That is your e-mail address already.");
    for (const newEmail of ["not-an-address", 7, "", null]) {
      const response = await askChange(user, newEmail);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await askChange(null, "someone@example.org")).statusCode).toBe(401);
    expect(await mailsTo(user.email, "email-change-notice")).toEqual([]);

    // Another account's address: answered as any other, but that account gets no link.
    const other = await createUser(t.app);
    expect((await askChange(user, other.email)).statusCode).toBe(200);
    expect(await mailsTo(other.email, "email-change")).toEqual([]);
    expect((await profileOf(user.cookie)).email).toBe(user.email);

    const broken = await t.app.inject({
      url: `/api/auth/verify-email?token=not.a.token&callbackURL=${encodeURIComponent(EMAIL_CHANGED_CALLBACK_PATH)}`,
    });
    expect(broken.statusCode).toBe(302);
    expect(broken.headers.location).toMatch(/^\/profile\?email=changed&error=/);
  });

  it("limits requests to 3 an hour per new address and 10 per IP", async () => {
    const user = await createVerifiedUser(t.app);
    const target = `limited.${user.username}@example.org`;
    for (let i = 0; i < 3; i++) expect((await askChange(user, target)).statusCode).toBe(200);
    const refused = await askChange(user, target);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many e-mails asked for this address\./);

    const ip = "10.9.9.9";
    for (let i = 0; i < 10; i++) {
      expect((await askChange(user, `ip${i}.${user.username}@example.org`, ip)).statusCode).toBe(
        200,
      );
    }
    const flooded = await askChange(user, `ip10.${user.username}@example.org`, ip);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toMatch(/^Too many e-mails asked from your connection\./);
  });
});
