import { textTestServer } from "../../../tests/support/text-test-server.ts";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { IssuedTest } from "../../core/api/typing-tests.ts";
import type { TextChoice } from "../../core/texts/text-choice.ts";
import { wordPool } from "../../core/texts/word-text.ts";
import { physicalTypist } from "../../../tests/support/typist-models.ts";
import { testResults } from "../db/schema.ts";
import { readTicket, ticketKey } from "../typing-tests/token.ts";
import { wordList } from "./word-lists.ts";

/**
 * Common-words tests on the real server: served from the language's list by a seed signed into
 * the token, appended and cut like passages, saved with their text, kept off the leaderboard
 * until the boards can tell words from prose, and refused when the words are not the ones served.
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
  async function typedWords(text = WORDS) {
    const issued = await start(
      { mode: "1-minute", difficulty: "medium", text },
      server.typist.cookie,
    );
    let token = issued.token;
    let rawText = issued.passage.text;
    while (rawText.length < 260) {
      const next: IssuedTest = (await post("/api/tests/passages", { token })).json();
      token = next.token;
      rawText = `${rawText} ${next.passage.text}`;
    }
    clock.advance(61_000);
    const run = physicalTypist({ text: rawText, wpm: 50, spanMs: 60_000, seed: 7 });
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

  it("keeps the text's kind, language and toggles, and keeps it off the leaderboard", async () => {
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
      rankable: false,
      verification: "verified",
    });
    const board = await server.app.inject({ url: "/api/leaderboard?duration=60" });
    expect(board.body).not.toContain(server.typist.username);
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
