import { eq, sql } from "drizzle-orm";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_CHANGED_CALLBACK_PATH } from "../../core/account/email-change.ts";
import { users } from "../db/schema.ts";
import { queryRows } from "../db/query-rows.ts";
import {
  createUser,
  createVerifiedUser,
  signUpRequest,
  type TestUser,
} from "../../../tests/support/accounts.ts";
import { outboxMails } from "../../../tests/support/outbox.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { DISPOSABLE_ADDRESS_MESSAGE } from "./addresses.ts";

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "typetempo-one-person-"));
  t = await createTestApp({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: "1000" });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

let counter = 0;
// Each from an address of its own: one address may hear "taken" only five times an hour.
const signUp = (email: string) =>
  signUpRequest(
    t.app,
    { email, password: "secret-words", username: `person_${++counter}` },
    `10.9.${Math.floor(counter / 250)}.${(counter % 250) + 1}`,
  );

/** The accounts whose address is one of these, in any letter case, by address. */
async function accountsAt(...emails: string[]) {
  const lowered = emails.map((e) => e.toLowerCase());
  const rows = await t.app.database.db
    .select({ email: users.email, emailCanonical: users.emailCanonical })
    .from(users)
    .orderBy(users.email);
  return rows.filter((row) => lowered.includes(row.email));
}

/** What sign-up answers for an address that has an account exactly as typed. */
async function exactDuplicateAnswer(email: string) {
  const response = await signUp(email);
  expect(response.statusCode).toBe(422);
  return response.json();
}

describe("one account per mailbox at sign-up", () => {
  it("stores the canonical address of a new account", async () => {
    const user = await createUser(t.app, { email: "Store.Me+typing@GoogleMail.com" });
    const [row] = await t.app.database.db
      .select({ emailCanonical: users.emailCanonical })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.emailCanonical).toBe("storeme@gmail.com");
  });

  it("refuses dotted, plus-tagged and upper-case copies of a Gmail address as it refuses the address itself", async () => {
    expect((await signUp("ab@gmail.com")).statusCode).toBe(200);
    const exact = await exactDuplicateAnswer("ab@gmail.com");
    expect(exact).toMatchObject({ message: "User already exists. Use another email." });
    const copies = ["a.b+x@googlemail.com", "A.B@Gmail.com", "a.b@gmail.com", "ab+1@gmail.com"];
    for (const copy of copies) {
      const response = await signUp(copy);
      expect(response.statusCode, copy).toBe(422);
      expect(response.json(), copy).toEqual(exact);
    }
    // a@ is another mailbox than ab@, with copies of its own.
    expect((await signUp("a@gmail.com")).statusCode).toBe(200);
    for (const copy of ["A@Gmail.com", "a+typing@googlemail.com"]) {
      expect((await signUp(copy)).json(), copy).toEqual(exact);
    }
    expect(await accountsAt("ab@gmail.com", "a@gmail.com", ...copies)).toEqual([
      { email: "a@gmail.com", emailCanonical: "a@gmail.com" },
      { email: "ab@gmail.com", emailCanonical: "ab@gmail.com" },
    ]);
  });

  it("refuses a plus-tagged copy at any domain, but not a dotted one where dots count", async () => {
    expect((await signUp("name@example.com")).statusCode).toBe(200);
    const exact = await exactDuplicateAnswer("name@example.com");
    const tagged = await signUp("name+1@example.com");
    expect(tagged.statusCode).toBe(422);
    expect(tagged.json()).toEqual(exact);
    expect((await signUp("na.me@example.com")).statusCode).toBe(200);
    expect(await accountsAt("name@example.com", "name+1@example.com")).toHaveLength(1);
  });

  it("refuses disposable-mail addresses, subdomains included, and creates nothing", async () => {
    for (const email of ["someone@mailinator.com", "someone@Sub.Mailinator.com"]) {
      const response = await signUp(email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toMatchObject({
        message: DISPOSABLE_ADDRESS_MESSAGE,
        code: "DISPOSABLE_EMAIL",
      });
    }
    expect(await accountsAt("someone@mailinator.com", "someone@sub.mailinator.com")).toEqual([]);
  });

  it("lets one of several sign-ups for one mailbox at once through, and tells the others as for a taken address", async () => {
    const exact = await exactDuplicateAnswer(
      (await createUser(t.app, { email: "racer@example.net" })).email,
    );
    const variants = ["rush@example.net", "rush+1@example.net", "RUSH+2@example.net"];
    const variantsToo = ["rush+3@example.net", "rush@example.net", "rush+4@Example.net"];
    const answers = await Promise.all([...variants, ...variantsToo].map(signUp));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(answers.length - 1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.json()).toEqual(exact);
    }
    const rows = await queryRows(
      t.app.database.db,
      sql`select email from users where email like 'rush%@example.net'`,
    );
    expect(rows).toHaveLength(1);
  });
});

describe("one account per mailbox at a change of address", () => {
  let ip = 0;
  const askChange = (user: TestUser, newEmail: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/change-email",
      payload: { newEmail },
      headers: { cookie: user.cookie },
      remoteAddress: `10.7.0.${++ip}`,
    });

  async function mailsTo(address: string, kind: "email-change" | "email-change-notice") {
    await t.app.mailer.settled();
    return (await outboxMails(dataDir, kind)).filter((m) => m.to === address.toLowerCase());
  }

  const emailOf = async (id: string) =>
    (
      await t.app.database.db
        .select({ email: users.email, emailCanonical: users.emailCanonical })
        .from(users)
        .where(eq(users.id, id))
    )[0];

  it("answers a copy of another account's address as better-auth answers its exact address: as any other, with no link", async () => {
    const mover = await createVerifiedUser(t.app, { email: "mover.one@example.com" });
    const free = await askChange(mover, "free.mailbox@example.com");
    expect(free.statusCode).toBe(200);
    // An account older than the canonical column is found by its exact address only, which
    // better-auth itself answers.
    const older = await createUser(t.app, { email: "older.mailbox@example.com" });
    await t.app.database.db
      .update(users)
      .set({ emailCanonical: null })
      .where(eq(users.id, older.id));
    const exact = await askChange(mover, older.email);
    expect(exact.json()).toEqual(free.json());
    await createUser(t.app, { email: "held.mailbox@gmail.com" });
    for (const copy of ["heldmailbox@gmail.com", "Held.Mail.Box+typing@googlemail.com"]) {
      const response = await askChange(mover, copy);
      expect(response.statusCode, copy).toBe(200);
      expect(response.json(), copy).toEqual(free.json());
      expect(await mailsTo(copy, "email-change")).toEqual([]);
    }
    expect(await mailsTo(older.email, "email-change")).toEqual([]);
    // The old address is told of each request, as for a free address.
    expect(await mailsTo(mover.email, "email-change-notice")).toHaveLength(4);
    expect(await emailOf(mover.id)).toEqual({
      email: mover.email,
      emailCanonical: mover.email,
    });
  });

  it("refuses a disposable-mail address with a clear message and mails nothing", async () => {
    const mover = await createVerifiedUser(t.app, { email: "mover.two@example.com" });
    const response = await askChange(mover, "mover.two@mailinator.com");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: DISPOSABLE_ADDRESS_MESSAGE });
    expect(await mailsTo(mover.email, "email-change-notice")).toEqual([]);
  });

  it("moves the mailbox with the address, and lets a typist move within their own mailbox", async () => {
    const mover = await createVerifiedUser(t.app, { email: "mover.three+old@example.com" });
    expect((await askChange(mover, "mover.three@example.com")).statusCode).toBe(200);
    const [mail] = await mailsTo("mover.three@example.com", "email-change");
    const link = new URL(mail!.link);
    const followed = await t.app.inject({ url: link.pathname + link.search });
    expect(followed.headers.location).toBe(EMAIL_CHANGED_CALLBACK_PATH);
    expect(await emailOf(mover.id)).toEqual({
      email: "mover.three@example.com",
      emailCanonical: "mover.three@example.com",
    });
    // The old spelling is this account's mailbox still: no one else can take it.
    expect((await signUp("mover.three+old@example.com")).statusCode).toBe(422);
  });

  it("fails the link, keeping the address, when another account took the mailbox meanwhile", async () => {
    const mover = await createVerifiedUser(t.app, { email: "mover.four@example.com" });
    expect((await askChange(mover, "contested+mine@example.com")).statusCode).toBe(200);
    const [mail] = await mailsTo("contested+mine@example.com", "email-change");
    expect((await signUp("contested@example.com")).statusCode).toBe(200);
    const link = new URL(mail!.link);
    const followed = await t.app.inject({ url: link.pathname + link.search });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(`${EMAIL_CHANGED_CALLBACK_PATH}&error=EMAIL_IN_USE`);
    // Opened without its callback, the link answers as sign-up does for a taken address.
    link.searchParams.delete("callbackURL");
    const bare = await t.app.inject({ url: link.pathname + link.search });
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ message: "User already exists. Use another email." });
    expect(await emailOf(mover.id)).toEqual({
      email: mover.email,
      emailCanonical: mover.email,
    });
  });
});
