import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpRequest, sessionCookie } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

// The limits as configured by default: nothing here raises them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOME = { remoteAddress: "198.51.100.7" };

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
