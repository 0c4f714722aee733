import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IssuedTest } from "../../core/api/typing-tests.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { listPassages } from "../passages/repository.ts";
import { ticketKey, readTicket } from "./token.ts";

/** The secret the test app signs with, so that its tokens can be read here. */
const SECRET = "typing-tests-secret-typing-tests-secret";

let t: TestApp;
let typist: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    BETTER_AUTH_SECRET: SECRET,
    AUTH_RATE_LIMIT_MAX: "1000",
    TESTS_RATE_LIMIT_MAX: "1000",
  });
  typist = await createUser(t.app);
});
afterAll(() => t.close());

async function start(body: object, cookie?: string, app = t.app): Promise<IssuedTest> {
  const response = await app.inject({
    method: "POST",
    url: "/api/tests",
    payload: body,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const EASY = { mode: "1-minute", difficulty: "easy" } as const;

describe("POST /api/tests", () => {
  it("serves no zen or custom text, which the typist brings: a clear 400", async () => {
    for (const kind of ["zen", "custom"]) {
      const text = { kind, language: "en", punctuation: false, numbers: false };
      const response = await t.app.inject({
        method: "POST",
        url: "/api/tests",
        payload: { ...EASY, text },
      });
      expect(response.statusCode, kind).toBe(400);
      expect(response.json().message).toMatch(/kind/);
    }
  });

  it("binds a signed-in typist's token to them, and a signed-out one to no one", async () => {
    const key = ticketKey(SECRET);
    const mine = readTicket(key, (await start(EASY, typist.cookie)).token);
    expect(mine?.userId).toBe(typist.id);
    const anonymous = readTicket(key, (await start(EASY)).token);
    expect(anonymous).not.toBeNull();
    expect(anonymous?.userId).toBeUndefined();
    // An appended passage keeps the test's typist.
    const first = await start(EASY, typist.cookie);
    const next = await t.app.inject({
      method: "POST",
      url: "/api/tests/passages",
      payload: { token: first.token },
    });
    expect(readTicket(key, next.json().token)?.userId).toBe(typist.id);
  });

  it("does not let the browser's exclude list pick the passage: 10 must stay to choose from", async () => {
    const ids = (await listPassages(t.app.database.db, "easy")).map((passage) => passage.id);
    expect(ids.length).toBeGreaterThanOrEqual(150);
    const others = ids.slice(1);
    const drawn = new Set<number>();
    for (let i = 0; i < 12; i++) {
      drawn.add((await start({ ...EASY, exclude: others }, typist.cookie)).passage.id);
    }
    expect(drawn.size).toBeGreaterThan(1);
    // A hint that leaves 10 passages is followed (signed out, with nothing remembered).
    const leavesTen = ids.slice(0, 22);
    for (let i = 0; i < 10; i++) {
      const { passage } = await start({ ...EASY, exclude: leavesTen });
      expect(leavesTen).not.toContain(passage.id);
    }
  });

  it("remembers what it served a signed-in typist, whatever the browser says", async () => {
    const forgetful = await createUser(t.app);
    const seen = new Set<number>();
    const pool = (await listPassages(t.app.database.db, "easy")).length;
    for (let i = 0; i < pool; i++) {
      const { passage } = await start({ ...EASY, exclude: [] }, forgetful.cookie);
      expect(seen.has(passage.id)).toBe(false);
      seen.add(passage.id);
    }
  });

  // A server of its own, with a limit of 3; it migrates a database of its own, which is slow
  // on a busy machine.
  it("limits tests started per typist and minute", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000", TESTS_RATE_LIMIT_MAX: "3" });
    try {
      const user = await createUser(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: "POST",
          url: "/api/tests",
          payload: EASY,
          headers: { cookie: user.cookie },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Another typist from the same address is counted apart.
      const other = await createUser(limited.app);
      await start(EASY, other.cookie, limited.app);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
