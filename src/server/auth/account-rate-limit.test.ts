import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
let victim: TestUser;
let bystander: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_ACCOUNT_RATE_LIMIT_MAX: "5", AUTH_RATE_LIMIT_MAX: "1000" });
  victim = await createUser(t.app);
  bystander = await createUser(t.app);
});
afterAll(() => t.close());

let address = 0;
/** Every attempt from a new address, as a botnet would send them. */
function signIn(path: "email" | "username", account: string, password: string) {
  address += 1;
  return t.app.inject({
    method: "POST",
    url: `/api/auth/sign-in/${path}`,
    payload: path === "email" ? { email: account, password } : { username: account, password },
    remoteAddress: `203.0.113.${address}`,
  });
}

it("answers 429 once an account has had its sign-in attempts, from however many addresses", async () => {
  expect((await signIn("email", victim.email, "wrong-1")).statusCode).toBe(401);
  expect((await signIn("email", victim.email.toUpperCase(), "wrong-2")).statusCode).toBe(401);
  // By username, the same account: the count goes on.
  expect((await signIn("username", victim.username, "wrong-3")).statusCode).toBe(401);
  expect((await signIn("username", victim.username.toUpperCase(), "wrong-4")).statusCode).toBe(401);
  // better-auth also takes a form-encoded body.
  const form = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ email: victim.email, password: "wrong-5" }).toString(),
    remoteAddress: "203.0.113.200",
  });
  expect(form.statusCode).toBe(401);
  const limited = await signIn("email", victim.email, victim.password);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({
    error: "Too Many Requests",
    message: expect.stringMatching(
      /^Too many sign-in attempts for this account\. Please try again in /,
    ),
  });
  expect(limited.headers["set-cookie"]).toBeUndefined();
});

it("leaves other accounts alone", async () => {
  const response = await signIn("email", bystander.email, bystander.password);
  expect(response.statusCode).toBe(200);
});

it("does not count requests that name no account", async () => {
  for (let i = 0; i < 6; i++) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { password: "x" },
      remoteAddress: "203.0.113.250",
    });
    expect(response.statusCode).toBe(400);
  }
});
