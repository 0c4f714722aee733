import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMPORT_BYTES } from "../../core/imports/imported-result.ts";
import { createUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { BODY_LIMITS, DEFAULT_BODY_LIMIT, nestsDeeperThan } from "./body-limits.ts";

/** A route of this test's own, with no limit of its own. */
const UNLISTED = "/api/test-unlisted-body";

let t: TestApp;
let documented: string[];
beforeAll(async () => {
  t = await createTestApp();
  t.app.post(UNLISTED, () => ({ ok: true }));
  const doc = (await t.app.inject({ url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => t.close());

/** A JSON body of exactly `bytes` bytes. */
function bodyOf(bytes: number): string {
  const frame = JSON.stringify({ padding: "" });
  return JSON.stringify({ padding: "x".repeat(bytes - frame.length) });
}

function post(url: string, bytes: number, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...(cookie && { cookie }) },
    payload: bodyOf(bytes),
  });
}

describe("body size limits", () => {
  it("name routes that exist", () => {
    for (const route of Object.keys(BODY_LIMITS)) {
      if (route === "POST /api/auth/*") continue;
      expect(documented).toContain(route);
    }
  });

  it("are at most the default on every route but a saved result or practice run, which carries its keystrokes, lesson progress, which carries 500 lessons, and an imported results file", () => {
    const large = ["POST /api/results", "POST /api/practice-results", "PUT /api/me/lessons"];
    for (const [route, limit] of Object.entries(BODY_LIMITS)) {
      if (large.includes(route)) expect(limit).toBe(1024 * 1024);
      else if (route === "POST /api/me/imports") expect(limit).toBe(2 * MAX_IMPORT_BYTES + 4096);
      else expect(limit).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT);
    }
  });

  it.each(Object.entries(BODY_LIMITS).filter(([route]) => route.startsWith("POST ")))(
    "%s: refuses one byte over %i with a JSON 413, and reads a body of the limit",
    async (route, limit) => {
      const url = route.slice("POST ".length).replace("*", "sign-in/email");
      // A result, practice run or import is refused signed out before its body is read, whatever
      // its size.
      const signedIn = ["/api/results", "/api/practice-results", "/api/me/imports"].includes(url);
      const cookie = signedIn ? (await createUser(t.app)).cookie : undefined;
      const over = await post(url, limit + 1, cookie);
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({
        error: "Payload Too Large",
        message: "Request body is too large",
      });
      const within = await post(url, limit, cookie);
      expect(within.statusCode).not.toBe(413);
      expect(within.statusCode).toBeGreaterThanOrEqual(400);
      expect(within.statusCode).toBeLessThan(500);
    },
  );

  it("refuse JSON nested deeper than 10 levels before parsing it, on any route", async () => {
    const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
    const send = (payload: string) =>
      t.app.inject({
        method: "POST",
        url: UNLISTED,
        headers: { "content-type": "application/json" },
        payload,
      });
    const deep = await send(nested(11));
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe("JSON may nest at most 10 levels deep.");
    expect((await send(nested(10))).statusCode).toBe(200);
    // Brackets inside strings, escaped quotes included, are text, not nesting.
    expect((await send(JSON.stringify({ text: `"${"[".repeat(50)}` }))).statusCode).toBe(200);
    const deepest = await send(nested(30_000));
    expect(deepest.statusCode).toBe(400);
  });

  it("refuse a request that says JSON and sends none, and one that wants a body without it", async () => {
    const user = await createUser(t.app);
    const json = { "content-type": "application/json", cookie: user.cookie };
    for (const method of ["DELETE", "POST"] as const) {
      const empty = await t.app.inject({ method, url: "/api/me", headers: json });
      expect(empty.statusCode, method).toBe(400);
      expect(empty.json().message, method).toMatch(/empty/i);
    }
    // Deleting the account asks for its confirmation in the body: without one it is refused.
    const headers = { cookie: user.cookie };
    const unconfirmed = await t.app.inject({ method: "DELETE", url: "/api/me", headers });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toMatch(/^Invalid body/);
    const session = await t.app.inject({ url: "/api/auth/get-session", headers });
    expect(session.json()?.user?.id).toBe(user.id);
  });

  it("apply the default to routes not listed", async () => {
    expect((await post(UNLISTED, DEFAULT_BODY_LIMIT + 1)).statusCode).toBe(413);
    expect((await post(UNLISTED, DEFAULT_BODY_LIMIT)).statusCode).toBe(200);
  });
});

describe("nestsDeeperThan", () => {
  it("counts objects and arrays, outside strings only", () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('["[[[[", "\\"[[["]', 1)).toBe(false);
  });
});
