import { eq } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataExportSchema } from "../../core/api/account.ts";
import { apiErrorSchema } from "../../core/api/error.ts";
import {
  importDoneSchema,
  importListSchema,
  importPreviewSchema,
  importsRemovedSchema,
} from "../../core/api/imports.ts";
import { insightSchema } from "../../core/api/insight.ts";
import { historyPageSchema } from "../../core/api/results.ts";
import { MAX_IMPORT_BYTES } from "../../core/imports/imported-result.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { TestClock, startTest, timedSubmission } from "../../../tests/support/typing.ts";
import { importedResults, testResults } from "../db/schema.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/imports/${name}`, import.meta.url), "utf8");
const MONKEYTYPE = fixture("monkeytype-results.csv");
const MONKEYTYPE_BAD = fixture("monkeytype-bad-rows.csv");
const KEYBR = fixture("keybr-typing-data.json");

const clock = new TestClock();
let t: TestApp;
let ada: TestUser;
let bob: TestUser;
/** Sends the files refused whole: each typist may import 10 times a minute. */
let cy: TestUser;
beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: "1000", TESTS_RATE_LIMIT_MAX: "1000", RESULTS_RATE_LIMIT_MAX: "1000" },
    { now: clock.now },
  );
  ada = await createUser(t.app);
  bob = await createUser(t.app);
  cy = await createUser(t.app);
});
afterAll(() => t.close());

function send(user: TestUser | null, payload: unknown) {
  return t.app.inject({
    method: "POST",
    url: "/api/me/imports",
    headers: user ? { cookie: user.cookie } : {},
    payload: payload as object,
  });
}

const get = (user: TestUser, url: string) =>
  t.app.inject({ url, headers: { cookie: user.cookie } });

const storedFor = (user: TestUser) =>
  t.app.database.db.select().from(importedResults).where(eq(importedResults.userId, user.id));

/** One verified test of the typist's own, a minute typed at a human rhythm. */
async function ownTest(user: TestUser) {
  const issued = await startTest(t.app, { mode: "1-minute", difficulty: "medium" });
  clock.advance(60_000);
  const text = issued.passage.text;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/results",
    headers: { cookie: user.cookie },
    payload: timedSubmission(
      issued.token,
      { mode: "1-minute", difficulty: "medium", seconds: 60 },
      text,
      text.slice(0, 200),
    ),
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe("POST /api/me/imports", () => {
  it("previews a Monkeytype export without importing anything", async () => {
    const response = await send(ada, { text: MONKEYTYPE, dryRun: true });
    expect(response.statusCode, response.body).toBe(200);
    const preview = importPreviewSchema.parse(response.json());
    expect(preview).toMatchObject({
      source: "monkeytype",
      unit: "line",
      results: 5,
      alreadyImported: 0,
      from: new Date(1688300000000).toISOString(),
      to: new Date(1688645600000).toISOString(),
      bestWpm: 95.4,
      averageWpm: 80.3,
      errors: [],
      errorCount: 0,
    });
    expect(preview.firstRows[0]).toMatchObject({ wpm: 88.8, mode: "time 30" });
    expect(await storedFor(ada)).toEqual([]);
  });

  it("imports the file's results, and the same file again adds none", async () => {
    const first = await send(ada, { text: MONKEYTYPE, dryRun: false });
    expect(first.statusCode, first.body).toBe(201);
    expect(importDoneSchema.parse(first.json())).toMatchObject({ results: 5, imported: 5 });
    expect(await storedFor(ada)).toHaveLength(5);

    const preview = importPreviewSchema.parse(
      (await send(ada, { text: MONKEYTYPE, dryRun: true })).json(),
    );
    expect(preview.alreadyImported).toBe(5);
    const again = await send(ada, { text: MONKEYTYPE, dryRun: false });
    expect(importDoneSchema.parse(again.json())).toMatchObject({ results: 5, imported: 0 });
    expect(await storedFor(ada)).toHaveLength(5);
  });

  it("imports a keybr download, with speed from characters per minute", async () => {
    const response = await send(ada, { text: KEYBR, dryRun: false });
    expect(response.statusCode, response.body).toBe(201);
    const done = importDoneSchema.parse(response.json());
    expect(done).toMatchObject({ source: "keybr", unit: "result", results: 4, imported: 4 });
    // 250 characters in a minute is 50 WPM; 5 errors in 250, 98% accuracy.
    expect(done.firstRows[0]).toMatchObject({ wpm: 50, accuracy: 98, mode: "keybr generated" });
  });

  it("imports the good rows of a file with bad ones and names each bad line", async () => {
    const response = await send(bob, { text: MONKEYTYPE_BAD, dryRun: false });
    expect(response.statusCode, response.body).toBe(201);
    expect(importDoneSchema.parse(response.json())).toMatchObject({
      imported: 1,
      errorCount: 2,
      errors: [
        { at: 3, message: "wpm is not a number" },
        { at: 4, message: "the date is in the future" },
      ],
    });
    expect(await storedFor(bob)).toHaveLength(1);
  });

  it("refuses a file of neither format, an empty one and a broken one, changing nothing", async () => {
    for (const [text, message] of [
      [fixture("not-an-export.csv"), "neither a Monkeytype results export"],
      ["", "The file is empty."],
      ["[{", "This is neither"],
      ['[{"timeStamp": 1', "not valid JSON"],
      [MONKEYTYPE.split("\n")[0]!, "The file has no results in it."],
    ] as const) {
      const response = await send(cy, { text, dryRun: false });
      expect(response.statusCode, response.body).toBe(422);
      const error = apiErrorSchema.parse(response.json());
      expect(error.code).toBe("bad-import-file");
      expect(error.message).toContain(message);
    }
    expect(await storedFor(cy)).toEqual([]);
  });

  it("refuses a body that is not the request, and a file over the size limit, with a 4xx", async () => {
    const dee = await createUser(t.app);
    for (const payload of [
      { text: MONKEYTYPE },
      { text: 5, dryRun: true },
      { rows: [], dryRun: false },
    ]) {
      expect((await send(dee, payload)).statusCode).toBe(400);
    }
    const large = await send(dee, { text: "x".repeat(MAX_IMPORT_BYTES + 1), dryRun: true });
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toContain("larger than 10 MB");
    const huge = await send(dee, { text: "x".repeat(3 * MAX_IMPORT_BYTES), dryRun: true });
    expect(huge.statusCode).toBe(413);
  });

  it("answers only a signed-in typist", async () => {
    const response = await send(null, { text: MONKEYTYPE, dryRun: false });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/me/imports" })).statusCode).toBe(401);
    const removal = await t.app.inject({ method: "DELETE", url: "/api/me/imports/keybr" });
    expect(removal.statusCode).toBe(401);
  });
});

describe("imported results in the profile", () => {
  it("show in the history, marked, among the typist's own results, and never rank", async () => {
    await ownTest(ada);
    const page = historyPageSchema.parse((await get(ada, "/api/me/history?pageSize=100")).json());
    expect(page.total).toBe(10);
    // The test just typed is dated 2026; the imports are from 2023 and 2024, newest first.
    expect(page.results.map((entry) => entry.kind)).toEqual([
      "test",
      ...Array(4).fill("imported"),
      ...Array(5).fill("imported"),
    ]);
    expect(page.results[1]).toMatchObject({ kind: "imported", source: "keybr" });
    expect(page.results[9]).toMatchObject({
      kind: "imported",
      source: "monkeytype",
      wpm: 88.79,
      mode: "time 30",
      durationMs: 30_000,
    });

    const imported = historyPageSchema.parse(
      (await get(ada, "/api/me/history?kind=imported")).json(),
    );
    expect(imported.total).toBe(9);
    const tests = historyPageSchema.parse((await get(ada, "/api/me/history?kind=test")).json());
    expect(tests.total).toBe(1);
    const byMode = historyPageSchema.parse(
      (await get(ada, "/api/me/history?mode=1-minute")).json(),
    );
    expect(byMode.total).toBe(1);
    const none = await get(ada, "/api/me/history?kind=imported&difficulty=easy");
    expect(none.statusCode, none.body).toBe(200);
    expect(historyPageSchema.parse(none.json())).toMatchObject({ results: [], total: 0 });
    const july = historyPageSchema.parse(
      (await get(ada, "/api/me/history?from=2023-07-03&to=2023-07-04")).json(),
    );
    expect(july.results.map((entry) => "source" in entry && entry.source)).toEqual([
      "monkeytype",
      "monkeytype",
    ]);
    const paged = historyPageSchema.parse(
      (await get(ada, "/api/me/history?pageSize=4&page=3")).json(),
    );
    expect(paged.results).toHaveLength(2);

    // Nothing imported is among the typist's results, which is all that boards and bests read.
    const own = await t.app.database.db
      .select()
      .from(testResults)
      .where(eq(testResults.userId, ada.id));
    expect(own).toHaveLength(1);
  });

  it("count apart in the insight: bests and totals are the typist's own", async () => {
    const insight = insightSchema.parse((await get(ada, "/api/me/insight")).json());
    expect(insight.totals.tests).toBe(1);
    // Five Monkeytype tests (30 + 60 + 16.3 + 58.12 + 60 s) and four keybr (60 + 62 + 45 + 70 s).
    expect(insight.imported).toEqual({ tests: 9, secondsTyped: 461 });
    // The own test's 40 WPM is the best, though imports reach 95.4.
    expect(insight.personalBests.map((best) => best.wpm)).toEqual([40]);
  });

  it("are in the data download", async () => {
    const data = dataExportSchema.parse((await get(ada, "/api/me/export")).json());
    expect(data.importedResults).toHaveLength(9);
    expect(data.importedResults[0]).toMatchObject({
      source: "monkeytype",
      sourceKey: "synthetic0001",
    });
  });

  it("are listed by source, and one source's are removed alone", async () => {
    const list = importListSchema.parse((await get(ada, "/api/me/imports")).json());
    expect(list.sources).toEqual([
      {
        source: "keybr",
        results: 4,
        from: "2024-01-02T03:04:05.000Z",
        to: "2024-01-05T03:04:05.000Z",
      },
      {
        source: "monkeytype",
        results: 5,
        from: new Date(1688300000000).toISOString(),
        to: new Date(1688645600000).toISOString(),
      },
    ]);
    const removal = await t.app.inject({
      method: "DELETE",
      url: "/api/me/imports/keybr",
      headers: { cookie: ada.cookie },
    });
    expect(removal.statusCode, removal.body).toBe(200);
    expect(importsRemovedSchema.parse(removal.json())).toEqual({ removed: 4 });
    expect(await storedFor(ada)).toHaveLength(5);
    // Bob's import is his own.
    expect(await storedFor(bob)).toHaveLength(1);
    const unknown = await t.app.inject({
      method: "DELETE",
      url: "/api/me/imports/typeracer",
      headers: { cookie: ada.cookie },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
