import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { BODY_LIMITS, DEFAULT_BODY_LIMIT } from "./body-limits.ts";

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

function post(url: string, bytes: number) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json" },
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

  it("are at most the default on every route but a saved result, which carries its keystrokes", () => {
    for (const [route, limit] of Object.entries(BODY_LIMITS)) {
      if (route === "POST /api/results") expect(limit).toBe(1024 * 1024);
      else expect(limit).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT);
    }
  });

  it.each(Object.entries(BODY_LIMITS).filter(([route]) => route.startsWith("POST ")))(
    "%s: refuses one byte over %i with a JSON 413, and reads a body of the limit",
    async (route, limit) => {
      const url = route.slice("POST ".length).replace("*", "sign-in/email");
      const over = await post(url, limit + 1);
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({
        error: "Payload Too Large",
        message: "Request body is too large",
      });
      const within = await post(url, limit);
      expect(within.statusCode).not.toBe(413);
      expect(within.statusCode).toBeGreaterThanOrEqual(400);
      expect(within.statusCode).toBeLessThan(500);
    },
  );

  it("apply the default to routes not listed", async () => {
    expect((await post(UNLISTED, DEFAULT_BODY_LIMIT + 1)).statusCode).toBe(413);
    expect((await post(UNLISTED, DEFAULT_BODY_LIMIT)).statusCode).toBe(200);
  });
});
