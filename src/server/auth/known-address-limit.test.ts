import { eq } from "drizzle-orm";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signUpRequest, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { users } from "../db/schema.ts";
import { KNOWN_ADDRESS_LIMIT } from "./known-address-limit.ts";

let t: TestApp;
let dataDir: string;
let clock = Date.UTC(2026, 0, 1);
let owner: TestUser;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "typetempo-known-"));
  t = await createTestApp({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: "1000" }, { now: () => clock });
  owner = await createUser(t.app, {}, "10.7.0.1");
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

let counter = 0;
/** A sign-up for `email`, or for an address no one has, from the client address `ip`. */
function signUp(ip: string, email = `fresh${++counter}@example.com`) {
  return signUpRequest(
    t.app,
    { email, password: "correct-horse", username: `fresh_${counter}_${ip.split(".")[3]}` },
    ip,
  );
}

const accountsWith = async (email: string) =>
  (await t.app.database.db.select().from(users).where(eq(users.email, email))).length;

async function verificationMailCount() {
  await t.app.mailer.settled();
  const files = await readdir(path.join(dataDir, "mail")).catch(() => [] as string[]);
  return files.filter((f) => f.includes("-email-verification-")).length;
}

describe("a sign-up with an address that has an account", () => {
  it("is answered 422 with better-auth's code, creates nothing and mails no one", async () => {
    const mails = await verificationMailCount();
    const response = await signUp("10.7.1.1", owner.email.toUpperCase());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: "Unprocessable Entity",
      message: "User already exists. Use another email.",
      code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(await accountsWith(owner.email)).toBe(1);
    expect(await verificationMailCount()).toBe(mails);
  });

  it(`gets ${KNOWN_ADDRESS_LIMIT.max} such answers an hour per connection, then every sign-up from it waits`, async () => {
    const ip = "10.7.2.1";
    for (let i = 0; i < KNOWN_ADDRESS_LIMIT.max; i++) {
      expect((await signUp(ip, owner.email)).statusCode).toBe(422);
    }
    // A free address is refused too, so the refusal says nothing about any address.
    const email = "never.seen@example.com";
    const refused = await signUp(ip, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "Too many sign-ups from your connection with addresses that have an account. Please try again in 60 minutes.",
    );
    expect(refused.headers["retry-after"]).toBe("3600");
    expect((await signUp(ip, owner.email)).statusCode).toBe(429);
    expect(await accountsWith(email)).toBe(0);

    // Another connection signs up as usual, and this one does again after the hour.
    expect((await signUp("10.7.2.2")).statusCode).toBe(200);
    clock += KNOWN_ADDRESS_LIMIT.windowMs;
    expect((await signUp(ip, email)).statusCode).toBe(200);
    expect(await accountsWith(email)).toBe(1);
  });

  it("is all that counts: new accounts and other refusals do not", async () => {
    const ip = "10.7.3.1";
    for (let i = 0; i < KNOWN_ADDRESS_LIMIT.max; i++) {
      expect((await signUp(ip)).statusCode).toBe(200);
      const badName = await signUpRequest(
        t.app,
        { email: `bad${i}@example.com`, password: "correct-horse", username: "no spaces" },
        ip,
      );
      expect(badName.statusCode).toBe(400);
    }
    expect((await signUp(ip)).statusCode).toBe(200);
  });
});
