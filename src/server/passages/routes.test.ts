import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passageResponseSchema } from "../../core/api/passages.ts";
import { DIFFICULTIES } from "../../core/typing/difficulty.ts";
import { FALLBACK_PASSAGES } from "../../core/typing/fallback-passages.ts";
import { typingTexts } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function getPassage(query: string) {
  const response = await t.app.inject({ method: "GET", url: `/api/passages?${query}` });
  return { status: response.statusCode, body: response.json() };
}

describe("GET /api/passages", () => {
  it.each(DIFFICULTIES)("serves a stored %s passage of that difficulty", async (difficulty) => {
    const { status, body } = await getPassage(`difficulty=${difficulty}`);
    expect(status).toBe(200);
    const parsed = passageResponseSchema.parse(body);
    expect(parsed.source).toBe("database");
    expect(parsed.passage.difficulty).toBe(difficulty);
    expect(parsed.passage.id).toBeGreaterThan(0);
  });

  it("does not repeat a passage until the pool is used up, then says to start over", async () => {
    const served: number[] = [];
    for (;;) {
      const { body } = await getPassage(`difficulty=hard&exclude=${served.join(",") || "0"}`);
      const parsed = passageResponseSchema.parse(body);
      if (parsed.reset) break;
      expect(served).not.toContain(parsed.passage.id);
      served.push(parsed.passage.id);
      expect(served.length).toBeLessThan(1000);
    }
    expect(served.length).toBeGreaterThanOrEqual(30);
  });

  it.each([
    ["a bad difficulty", "difficulty=expert"],
    ["a missing difficulty", ""],
    ["an unknown parameter", "difficulty=easy&page=2"],
    ["a repeated parameter", "difficulty=easy&difficulty=hard"],
    ["junk in the exclude list", "difficulty=easy&exclude=1,two"],
    ["an empty exclude list", "difficulty=easy&exclude="],
    ["an overlong exclude list", `difficulty=easy&exclude=${"1,".repeat(600)}1`],
    ["markup in a value", "difficulty=%3Cscript%3E"],
  ])("answers %s with a JSON 400", async (_case, query) => {
    const { status, body } = await getPassage(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "Bad Request", message: expect.stringMatching(/Invalid/) });
  });
});

describe("GET /api/passages without stored passages", () => {
  it("serves the built-in passages, without repeats, when the store has none", async () => {
    const { db } = t.app.database;
    await db.delete(typingTexts).where(eq(typingTexts.difficulty, "medium"));
    const builtinIds = FALLBACK_PASSAGES.filter((p) => p.difficulty === "medium").map((p) => p.id);
    const served: number[] = [];
    for (let i = 0; i < builtinIds.length; i++) {
      const { body } = await getPassage(`difficulty=medium&exclude=${served.join(",") || "0"}`);
      const parsed = passageResponseSchema.parse(body);
      expect(parsed).toMatchObject({ source: "builtin", reset: false });
      served.push(parsed.passage.id);
    }
    expect(served.toSorted()).toEqual(builtinIds.toSorted());
    const { body } = await getPassage(`difficulty=medium&exclude=${served.join(",")}`);
    expect(passageResponseSchema.parse(body)).toMatchObject({ source: "builtin", reset: true });
  });

  it("serves the built-in passages when reading the store fails", async () => {
    const { db } = t.app.database;
    await db.execute(sql`alter table typing_texts rename to typing_texts_away`);
    try {
      const { status, body } = await getPassage("difficulty=easy");
      expect(status).toBe(200);
      const parsed = passageResponseSchema.parse(body);
      expect(parsed.source).toBe("builtin");
      expect(parsed.passage.id).toBeLessThan(0);
      expect(parsed.passage.difficulty).toBe("easy");
    } finally {
      await db.execute(sql`alter table typing_texts_away rename to typing_texts`);
    }
  });
});
