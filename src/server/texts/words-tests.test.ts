import { textTestServer } from "../../../tests/support/text-test-server.ts";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { insightSchema } from "../../core/api/insight.ts";
import type { IssuedTest } from "../../core/api/typing-tests.ts";
import type { TextChoice } from "../../core/texts/text-choice.ts";
import { wordPool } from "../../core/texts/word-text.ts";
import { physicalTypist } from "../../../tests/support/typist-models.ts";
import { testResults } from "../db/schema.ts";
import { readTicket, ticketKey } from "../typing-tests/token.ts";
import { wordList } from "./word-lists.ts";

/**
 * Common-words tests on the real server: served from the language's list by a seed signed into
 * the token, appended and cut like passages, saved with their text, ranked on a board of their
 * own and measured against their own bests, and refused when the words are not the ones served.
 */

const SECRET = "words-tests-secret-words-tests-secret";
const server = textTestServer(SECRET);
const { clock, post, start } = server;

const WORDS: TextChoice = {
  kind: "words",
  language: "en",
  punctuation: false,
  numbers: false,
  code: "javascript",
};

describe("a common-words test", () => {
  it("serves 50 words of the language's 1,000 most common at medium, and 50 more on asking", async () => {
    const issued = await start({ mode: "1-minute", difficulty: "medium", text: WORDS });
    const pool = new Set(wordPool(await wordList("en"), "medium"));
    const words = issued.passage.text.split(" ");
    expect(words).toHaveLength(50);
    expect(words.every((word) => pool.has(word))).toBe(true);
    expect(issued.source).toBe("words");
    const ticket = readTicket(ticketKey(SECRET), issued.token);
    expect(ticket?.words).toMatchObject({ language: "en", punctuation: false, numbers: false });
    expect(ticket?.passageIds).toEqual([0]);

    const next = await post("/api/tests/passages", { token: issued.token });
    expect(next.statusCode, next.body).toBe(200);
    const appended: IssuedTest = next.json();
    expect(appended.passage.text).not.toBe(issued.passage.text);
    expect(appended.passage.text.split(" ").every((word) => pool.has(word))).toBe(true);
    expect(readTicket(ticketKey(SECRET), appended.token)?.passageIds).toEqual([0, 1]);
  });

  it("draws each test's words afresh, in each language, with the toggles asked for", async () => {
    const a = await start({ mode: "1-minute", difficulty: "easy", text: WORDS });
    const b = await start({ mode: "1-minute", difficulty: "easy", text: WORDS });
    expect(a.passage.text).not.toBe(b.passage.text);
    const russian = await start({
      mode: "1-minute",
      difficulty: "easy",
      text: { kind: "words", language: "ru", punctuation: true, numbers: true },
    });
    // A sentence starts with a capital, or with a number when numbers are on.
    expect(russian.passage.text).toMatch(/^([А-ЯЁ]|\d)/);
    expect(russian.passage.text).toMatch(/[а-яё]/);
    expect(russian.passage.text).toMatch(/[.?!]$/);
    expect(russian.passage.text).not.toMatch(/[a-z]/i);
  });

  it("gives a character test enough words for its length", async () => {
    const issued = await start({ mode: "500 Characters", difficulty: "hard", text: WORDS });
    const joined = issued.passages.map((passage) => passage.text).join(" ");
    expect(joined.length).toBeGreaterThanOrEqual(600);
    expect(issued.passages.map((passage) => passage.id)).toEqual(issued.passages.map((_, i) => i));
  });

  it("refuses what cannot be served, with a reason", async () => {
    const turkish = await post("/api/tests", {
      mode: "1-minute",
      difficulty: "easy",
      text: { ...WORDS, kind: "passages", language: "tr" },
    });
    expect(turkish.statusCode).toBe(400);
    expect(turkish.json().message).toBe("Passages are not available in Turkish yet.");
    const toggled = await post("/api/tests", {
      mode: "1-minute",
      difficulty: "easy",
      text: { ...WORDS, kind: "passages", punctuation: true },
    });
    expect(toggled.statusCode).toBe(400);
    const unknown = await post("/api/tests", {
      mode: "1-minute",
      difficulty: "easy",
      text: { ...WORDS, language: "xx" },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe("saving a common-words result", () => {
  async function typedWords(text = WORDS, wpm = 50) {
    const issued = await start(
      { mode: "1-minute", difficulty: "medium", text },
      server.typist.cookie,
    );
    let token = issued.token;
    let rawText = issued.passage.text;
    while (rawText.length < wpm * 6) {
      const next: IssuedTest = (await post("/api/tests/passages", { token })).json();
      token = next.token;
      rawText = `${rawText} ${next.passage.text}`;
    }
    clock.advance(61_000);
    const run = physicalTypist({ text: rawText, wpm, spanMs: 60_000, seed: 7 });
    return {
      token,
      mode: "1-minute",
      difficulty: "medium",
      duration: 60,
      rawText,
      typedText: run.typed,
      timeline: run.timeline,
    };
  }

  it("keeps the text's kind, language and toggles, and ranks it on their board", async () => {
    const body = await typedWords({ ...WORDS, language: "en", punctuation: true, numbers: true });
    const response = await post("/api/results", body, server.typist.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await server.app.database.db
      .select()
      .from(testResults)
      .where(eq(testResults.id, response.json().id));
    expect(row).toMatchObject({
      textKind: "words",
      language: "en",
      includePunctuation: true,
      includeNumbers: true,
      rankable: true,
      verification: "verified",
    });
    const prose = await server.app.inject({ url: "/api/leaderboard?duration=60" });
    expect(prose.body).not.toContain(server.typist.username);
    const board = await server.app.inject({
      url: "/api/leaderboard?duration=60&text=words&language=en&punctuation=true&numbers=true",
    });
    expect(board.json().rows).toMatchObject([
      { username: server.typist.username, board: "words:en:punctuation:numbers" },
    ]);
  });

  it("measures a personal best against the same text only, never against passages", async () => {
    const prose = await post(
      "/api/results",
      await typedWords({ ...WORDS, kind: "passages" }, 80),
      server.typist.cookie,
    );
    expect(prose.statusCode, prose.body).toBe(201);
    const german = { ...WORDS, language: "de" } as const;
    const first = await post("/api/results", await typedWords(german), server.typist.cookie);
    expect(first.statusCode, first.body).toBe(201);
    // Slower than the passages just typed, yet the first German words: a best of their own.
    expect(first.json().wpm).toBeLessThan(prose.json().wpm);
    expect(first.json().personalBest).toEqual({ previousBestWpm: null, averageWpm: null });
    const again = await post("/api/results", await typedWords(german, 40), server.typist.cookie);
    expect(again.json().personalBest).toBeNull();
    // The profile keeps the bests of each board apart, and opens on the latest test's board.
    const insight = insightSchema.parse(
      (
        await server.app.inject({
          url: "/api/me/insight",
          headers: { cookie: server.typist.cookie },
        })
      ).json(),
    );
    const bestsOn = (board: string) => insight.personalBests.filter((best) => best.board === board);
    expect(bestsOn("passages:en")).toEqual([
      expect.objectContaining({
        mode: "1-minute",
        wpm: prose.json().wpm,
        resultId: prose.json().id,
      }),
    ]);
    expect(bestsOn("words:de")).toEqual([
      expect.objectContaining({
        mode: "1-minute",
        wpm: first.json().wpm,
        resultId: first.json().id,
      }),
    ]);
    expect(insight.latestBoard).toBe("words:de");
  });

  it("refuses words the server did not serve for the token", async () => {
    const body = await typedWords();
    const forged = body.rawText.split(" ").reverse().join(" ");
    const run = physicalTypist({ text: forged, wpm: 50, spanMs: 60_000, seed: 8 });
    const response = await post(
      "/api/results",
      { ...body, rawText: forged, typedText: run.typed, timeline: run.timeline },
      server.typist.cookie,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "foreign-text" });
  });
});
