import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataExportSchema } from "../../core/api/account.ts";
import { storedLessonProgressSchema } from "../../core/api/lessons.ts";
import {
  type LessonProgress,
  type LessonRecord,
  MAX_LESSONS,
  newLessonProgress,
} from "../../core/lessons/lesson-progress.ts";
import { userLessons } from "../db/schema.ts";
import { BODY_LIMITS } from "../http/body-limits.ts";
import { LESSON_SAVES_PER_MINUTE } from "./progress-routes.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
});
afterAll(() => t.close());

/** A letters lesson that ended at `at`, as the lesson page records one. */
function lesson(at: number, keys: LessonRecord["keys"] = { e: [12, 1, 11, 2310.5] }) {
  return { at, kind: "letters", ms: 31_200, chars: 152, errors: 4, keys } satisfies LessonRecord;
}

const progress = (ats: number[], rest: Partial<LessonProgress> = {}): LessonProgress => ({
  ...newLessonProgress(),
  ...rest,
  lessons: ats.map((at) => lesson(at)),
});

const read = (user?: TestUser) =>
  t.app.inject({ url: "/api/me/lessons", headers: user ? { cookie: user.cookie } : {} });

const save = (payload: unknown, user?: TestUser, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "PUT",
    url: "/api/me/lessons",
    headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
    payload: payload as object,
  });

const stored = async (user: TestUser) =>
  storedLessonProgressSchema.parse((await read(user)).json());
const times = (value: LessonProgress | null) => value?.lessons.map((record) => record.at);

describe("GET and PUT /api/me/lessons", () => {
  it("gives null before the first save, then the saved progress, to this typist only", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const before = await read(user);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();

    const mine = progress([1000, 2000], { targetWpm: 50, layout: "dvorak" });
    const saved = await save(mine, user);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(mine);

    const again = await read(user);
    expect(again.headers["cache-control"]).toBe("no-store");
    expect(storedLessonProgressSchema.parse(again.json())).toEqual(mine);
    expect((await read(other)).json()).toBeNull();

    const exported = await t.app.inject({
      url: "/api/me/export",
      headers: { cookie: user.cookie },
    });
    expect(dataExportSchema.parse(exported.json()).lessons).toEqual(mine);
    const theirs = await t.app.inject({ url: "/api/me/export", headers: { cookie: other.cookie } });
    expect(theirs.json().lessons).toBeNull();
  });

  it("refuses progress that fails the schema with the API's 400, and keeps what was saved", async () => {
    const user = await createUser(t.app);
    const kept = progress([1000]);
    await save(kept, user);
    const invalid: unknown[] = [
      { ...kept, version: 2 },
      { ...kept, layout: "qwertz-but-not" },
      { ...kept, targetWpm: 500 },
      { ...kept, targetAccuracy: 0.2 },
      { ...kept, extra: true },
      { ...kept, focus: { key: "ab", locked: true } },
      { ...kept, unlocked: { letters: ["k"] } },
      { ...kept, lessons: [{ ...lesson(1), errors: 500 }] },
      { ...kept, lessons: [{ ...lesson(1), keys: { e: [1, 2, 1, 10] } }] },
      { ...kept, lessons: Array.from({ length: MAX_LESSONS + 1 }, (_, i) => lesson(i)) },
      [kept],
      null,
    ];
    for (const payload of invalid) {
      const response = await save(payload, user);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(response.json()).toMatchObject({
        error: "Bad Request",
        message: expect.any(String),
      });
    }
    const json = { "content-type": "application/json" };
    expect((await save("{", user, json)).statusCode).toBe(400);
    expect(await stored(user)).toEqual(kept);
  });

  it("keeps the lessons of two devices, each saving what it has, and the latest choices", async () => {
    const user = await createUser(t.app);
    const none = newLessonProgress().unlocked;
    // The laptop unlocks k in its second lesson and saves.
    const laptop = progress([1000, 3000], { unlocked: { ...none, letters: ["k"] } });
    expect((await save(laptop, user)).json()).toEqual(laptop);
    // The phone, which had loaded the account before, saves a lesson of its own and a target.
    const phone = progress([2000], { targetWpm: 45 });
    const merged = await save(phone, user);
    expect(merged.statusCode).toBe(200);
    expect(times(merged.json())).toEqual([1000, 2000, 3000]);
    expect(merged.json()).toMatchObject({ targetWpm: 45, unlocked: { letters: ["k"] } });
    expect(await stored(user)).toEqual(merged.json());
    // The laptop goes on without having seen the phone's lesson: nothing is lost either way.
    const later = await save({ ...laptop, lessons: [...laptop.lessons, lesson(4000)] }, user);
    expect(times(later.json())).toEqual([1000, 2000, 3000, 4000]);
    expect(later.json().targetWpm).toBe(35);
  });

  it("loses no lesson to two saves at once", async () => {
    const user = await createUser(t.app);
    const saves = await Promise.all([
      save(progress([1, 3]), user),
      save(progress([2]), user),
      save(progress([4, 5]), user),
    ]);
    for (const response of saves) expect(response.statusCode, response.body).toBe(200);
    expect(times(await stored(user))).toEqual([1, 2, 3, 4, 5]);
  });

  it("takes 500 lessons of forty keys each, and refuses a body over its limit", async () => {
    const user = await createUser(t.app);
    const keys = Object.fromEntries(
      [..."abcdefghijklmnopqrstuvwxyz0123456789{}[]"].map((key) => [
        key,
        [999, 99, 999, 123_456.789_012_345] as [number, number, number, number],
      ]),
    );
    const full = progress([]);
    full.lessons = Array.from({ length: MAX_LESSONS }, (_, i) =>
      lesson(1_764_000_000_000 + i, keys),
    );
    const body = JSON.stringify(full);
    expect(body.length).toBeGreaterThan(700 * 1024);
    const saved = await save(body, user, { "content-type": "application/json" });
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);
    expect((await stored(user))?.lessons).toHaveLength(MAX_LESSONS);

    const limit = BODY_LIMITS["PUT /api/me/lessons"]!;
    const padded = JSON.stringify({ ...full, padding: "x".repeat(limit - body.length) });
    const over = await save(padded, user, { "content-type": "application/json" });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe("Request body is too large");
    expect((await stored(user))?.lessons).toHaveLength(MAX_LESSONS);
  });

  it("answers 401 signed out, saving nothing", async () => {
    const { db } = t.app.database;
    const before = await db.$count(userLessons);
    const reading = await read();
    expect(reading.statusCode).toBe(401);
    expect(reading.json().message).toEqual(expect.any(String));
    expect((await save(progress([1]))).statusCode).toBe(401);
    expect(await db.$count(userLessons)).toBe(before);
  });

  it("refuses a save sent from another site's page", async () => {
    const user = await createUser(t.app);
    const response = await save(progress([1]), user, { "sec-fetch-site": "cross-site" });
    expect(response.statusCode).toBe(403);
    expect((await read(user)).json()).toBeNull();
  });

  it("reads a stored document leniently, and goes with the deleted account", async () => {
    const user = await createUser(t.app);
    const { db } = t.app.database;
    const damaged = { ...progress([1, 2]), targetWpm: "fast", lessons: [lesson(1), { at: "x" }] };
    await db.insert(userLessons).values({ userId: user.id, progress: damaged });
    expect(await stored(user)).toEqual(progress([1]));

    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/me",
      headers: { cookie: user.cookie },
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await db.$count(userLessons, eq(userLessons.userId, user.id))).toBe(0);
  });

  it("refuses saves past the limit per account with 429, counting each account apart", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    for (let i = 0; i < LESSON_SAVES_PER_MINUTE; i++) {
      expect((await save(progress([i]), user)).statusCode).toBe(200);
    }
    const refused = await save(progress([LESSON_SAVES_PER_MINUTE]), user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many lesson saves in a minute\. Please try/);
    expect(times(await stored(user))).toHaveLength(LESSON_SAVES_PER_MINUTE);
    expect((await save(progress([1]), other)).statusCode).toBe(200);
  });

  it("is in the OpenAPI document", async () => {
    const document = (await t.app.inject({ url: "/api/openapi.json" })).json();
    expect(Object.keys(document.paths["/api/me/lessons"]).sort()).toEqual(["get", "put"]);
    expect(document.paths["/api/me/lessons"].put.requestBody).toBeDefined();
  });
});
