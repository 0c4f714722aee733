import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signUpRequest, sessionCookie } from "../../../tests/support/accounts.ts";
import { CONTACT_RATE_LIMIT } from "../contact/routes.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

// The limits as configured by default: nothing here raises them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOME = { remoteAddress: "198.51.100.7" };

function contact(app: TestApp, remoteAddress: string, n = 0) {
  return app.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { name: "Ada", email: "ada@example.com", subject: "Hello", message: `Number ${n}.` },
    remoteAddress,
  });
}

function newsletter(app: TestApp, remoteAddress: string, n = 0) {
  return app.app.inject({
    method: "POST",
    url: "/api/newsletter",
    payload: { email: `reader${n}@example.com` },
    remoteAddress,
  });
}

function signIn(email: string, remoteAddress: string, password = "not-the-password") {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
    remoteAddress,
  });
}

/** Sends `send(n)` for n = 0, 1, … and answers every status, in order. */
async function statuses(count: number, send: (n: number) => Promise<{ statusCode: number }>) {
  const answers: number[] = [];
  for (let n = 0; n < count; n++) answers.push((await send(n)).statusCode);
  return answers;
}

it("never limits a visitor's ordinary use: sign-up, sign-ins, username checks, a message and the newsletter", async () => {
  const user = { email: "ordinary@example.com", password: "correct-horse", username: "ordinary" };
  for (let i = 0; i < 15; i++) {
    const check = await t.app.inject({
      url: `/api/username-availability?username=${user.username.slice(0, 3 + (i % 6))}`,
      ...HOME,
    });
    expect(check.statusCode).toBe(200);
  }
  const signedUp = await signUpRequest(t.app, user);
  expect(signedUp.statusCode).toBe(200);
  let cookie = sessionCookie(signedUp);
  // A few sign-outs and sign-ins in one sitting, one of them with a mistyped password.
  for (const password of [user.password, "correct-hors", user.password, user.password]) {
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie },
      ...HOME,
    });
    expect(out.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password },
      ...HOME,
    });
    expect(signIn.statusCode).toBe(password === user.password ? 200 : 401);
    if (signIn.statusCode === 200) cookie = sessionCookie(signIn);
  }
  for (let i = 0; i < 30; i++) {
    const session = await t.app.inject({
      url: "/api/auth/get-session",
      headers: { cookie },
      ...HOME,
    });
    expect(session.statusCode).toBe(200);
  }
  for (const subject of ["A question", "A follow-up"]) {
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Ordinary", email: user.email, subject, message: "Hello there." },
      ...HOME,
    });
    expect(contact.statusCode).toBe(201);
  }
  const newsletter = await t.app.inject({
    method: "POST",
    url: "/api/newsletter",
    payload: { email: user.email },
    ...HOME,
  });
  expect(newsletter.statusCode).toBe(201);
});

// The numbers the README states; each test goes one request past its limit.
describe("the default limits", () => {
  it("takes 5 contact messages per address in 10 minutes", async () => {
    expect(await statuses(6, (n) => contact(t, "192.0.2.10", n))).toEqual([
      201, 201, 201, 201, 201, 429,
    ]);
    const limited = await contact(t, "192.0.2.10");
    expect(limited.json()).toEqual({
      error: "Too Many Requests",
      message: "Too many messages from your connection. Please try again in 10 minutes.",
    });
    expect((await contact(t, "192.0.2.11")).statusCode).toBe(201);
  });

  it("takes 10 newsletter sign-ups per address in an hour", async () => {
    const answers = await statuses(11, (n) => newsletter(t, "192.0.2.20", n));
    expect(answers).toEqual([...Array<number>(10).fill(201), 429]);
    const limited = await newsletter(t, "192.0.2.20", 99);
    expect(limited.json().message).toBe(
      "Too many sign-ups from your connection. Please try again in 1 hour.",
    );
    expect((await newsletter(t, "192.0.2.21", 99)).statusCode).toBe(201);
  });

  it("takes 10 sign-in attempts per address in a minute", async () => {
    // A different unknown account each time, so only the address's count grows.
    const answers = await statuses(11, (n) => signIn(`nobody${n}@example.com`, "192.0.2.30"));
    expect(answers).toEqual([...Array<number>(10).fill(401), 429]);
    expect((await signIn("nobody@example.com", "192.0.2.31")).statusCode).toBe(401);
  });

  it("takes 10 sign-ups per address in a minute", async () => {
    const answers = await statuses(11, (n) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        payload: {
          email: `joiner${n}@example.com`,
          password: "secret1",
          username: `joiner${n}`,
          name: "x",
        },
        remoteAddress: "192.0.2.40",
      }),
    );
    expect(answers).toEqual([...Array<number>(10).fill(200), 429]);
  });

  it("lets 5 sign-ins fail per account, from any number of addresses, then makes it wait", async () => {
    const account = await createUser(t.app, {}, "192.0.2.50");
    const answers = await statuses(7, (n) => signIn(account.email, `192.0.2.${60 + n}`));
    expect(answers).toEqual([...Array<number>(5).fill(401), 429, 429]);
    // Even the right password waits until the backoff has passed.
    expect((await signIn(account.email, "192.0.2.99", account.password)).statusCode).toBe(429);
  });
});

describe("with Redis down", () => {
  let down: TestApp;
  beforeAll(async () => {
    // Port 1 on this machine: nothing listens there, so every Redis command fails.
    down = await createTestApp({ REDIS_URL: "redis://127.0.0.1:1" });
  });
  afterAll(() => down.close());

  // Each instance counts in its memory until Redis is back: the limit holds, nothing fails.
  it("still limits messages and newsletter sign-ups, counting in memory", async () => {
    const { max } = CONTACT_RATE_LIMIT;
    expect(await statuses(max + 1, (n) => contact(down, "192.0.2.70", n))).toEqual([
      ...Array<number>(max).fill(201),
      429,
    ]);
    expect((await newsletter(down, "192.0.2.71")).statusCode).toBe(201);
  });
});
