import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
  user = await createUser(t.app);
});
afterAll(() => t.close());

const rename = (payload: object, cookie?: string) =>
  t.app.inject({
    method: "PATCH",
    url: "/api/me/username",
    payload,
    headers: cookie ? { cookie } : {},
  });

describe("the requireUser hook", () => {
  it("answers a signed-out request with the one 401", async () => {
    for (const response of [
      await rename({ username: "anyone" }),
      await t.app.inject({ url: "/api/me/results" }),
      await t.app.inject({ url: "/api/me/export/results.csv" }),
      await t.app.inject({ method: "DELETE", url: "/api/me", payload: { confirm: true } }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: "Unauthorized", message: "Sign in to do this." });
    }
  });

  it("comes after validation: a malformed request is a 400, signed in or not", async () => {
    expect((await rename({})).statusCode).toBe(400);
    expect((await rename({}, user.cookie)).statusCode).toBe(400);
    const malformed = { url: "/api/me/results?limit=many" };
    expect(
      (await t.app.inject({ ...malformed, headers: { cookie: user.cookie } })).statusCode,
    ).toBe(400);
  });

  it("is not waited for by the results routes: they refuse a signed-out request unread", async () => {
    const response = await t.app.inject({ url: "/api/me/results?limit=many" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Unauthorized", message: "Sign in to do this." });
  });

  it("lets a signed-in user through to the handler", async () => {
    const response = await rename({ username: "Through_The_Hook" }, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: user.email,
      username: "Through_The_Hook",
    });
  });
});
