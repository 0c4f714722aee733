import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "3", AUTH_RATE_LIMIT_WINDOW: "60" });
});
afterAll(() => t.close());

function signIn(ip: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email: "nobody@example.com", password: "whatever" },
    remoteAddress: ip,
  });
}

it("answers 429 once a client IP has used up its sign-in attempts, other IPs unaffected", async () => {
  for (let i = 0; i < 3; i++) expect((await signIn("192.0.2.1")).statusCode).toBe(401);
  const limited = await signIn("192.0.2.1");
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toMatch(/too many requests/i);
  expect((await signIn("192.0.2.2")).statusCode).toBe(401);
});

it("does not let a client pick its own IP through a header", async () => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email: "nobody@example.com", password: "whatever" },
    remoteAddress: "192.0.2.1",
    headers: { "x-typetempo-client-ip": "192.0.2.99", "x-forwarded-for": "192.0.2.98" },
  });
  expect(response.statusCode).toBe(429);
});

it("limits sign-up the same way", async () => {
  const signUp = (n: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: {
        email: `s${n}@example.com`,
        password: "secret1",
        username: `signup${n}`,
        name: "x",
      },
      remoteAddress: "192.0.2.50",
    });
  for (let i = 0; i < 3; i++) expect((await signUp(i)).statusCode).toBe(200);
  expect((await signUp(4)).statusCode).toBe(429);
});

it("counts every spelling of the sign-in path against the same IP", async () => {
  const spellings = [
    "/api/auth/./sign-in/email",
    "/api/auth/%2E/sign-in/email",
    "/api/auth/x/../sign-in/email",
    "/api/auth/sign-in/email",
  ];
  const statuses = [];
  for (const [i, url] of spellings.entries()) {
    const response = await t.app.inject({
      method: "POST",
      url,
      payload: { email: `spelled-${i}@example.com`, password: "whatever" },
      remoteAddress: "192.0.2.70",
    });
    statuses.push(response.statusCode);
  }
  expect(statuses).toEqual([401, 401, 401, 429]);
});
