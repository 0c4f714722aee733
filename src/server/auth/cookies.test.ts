import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpRequest } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

function cookiesOf(headers: Record<string, unknown>): string[] {
  const raw = headers["set-cookie"];
  return Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
}

function attributes(cookie: string): string[] {
  return cookie
    .split(";")
    .slice(1)
    .map((a) => a.trim().toLowerCase());
}

describe("session cookies", () => {
  let local: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    local = await createTestApp();
    production = await createTestApp({
      NODE_ENV: "production",
      BETTER_AUTH_URL: "https://typetempo.example",
      BETTER_AUTH_SECRET: "test-production-secret-of-at-least-32-chars",
    });
  });
  afterAll(async () => {
    await local.close();
    await production.close();
  });

  const body = { email: "cookie@example.com", password: "correct-horse", username: "cookie_user" };

  it("are HttpOnly and SameSite=Lax, so scripts cannot read them and other sites cannot send them", async () => {
    const response = await signUpRequest(local.app, body);
    expect(response.statusCode).toBe(200);
    const cookies = cookiesOf(response.headers);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(attributes(cookie)).toEqual(
        expect.arrayContaining(["httponly", "samesite=lax", "path=/"]),
      );
    }
    // Plain http on a developer's machine: a Secure cookie would never come back.
    expect(cookies.some((c) => attributes(c).includes("secure"))).toBe(false);
  });

  it("are also Secure in production, when they are set and when they are cleared", async () => {
    const signUp = await signUpRequest(production.app, body);
    expect(signUp.statusCode).toBe(200);
    const cookies = cookiesOf(signUp.headers);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(attributes(cookie)).toEqual(
        expect.arrayContaining(["httponly", "samesite=lax", "secure"]),
      );
    }
    const session = cookies.find((c) => c.includes("session_token="))!.split(";")[0]!;
    const deleted = await production.app.inject({
      method: "DELETE",
      url: "/api/me",
      headers: { cookie: session },
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    const cleared = cookiesOf(deleted.headers);
    expect(cleared.length).toBeGreaterThan(0);
    for (const cookie of cleared) {
      expect(attributes(cookie)).toEqual(
        expect.arrayContaining(["max-age=0", "httponly", "samesite=lax", "secure"]),
      );
    }
  });
});
