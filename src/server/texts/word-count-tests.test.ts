import { textTestServer } from "../../../tests/support/text-test-server.ts";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { IssuedTest } from "../../core/api/typing-tests.ts";
import { DEFAULT_TEXT_CHOICE, type TextChoice } from "../../core/texts/text-choice.ts";
import { quoteLength } from "../../core/texts/quotes.ts";
import { wordPool } from "../../core/texts/word-text.ts";
import type { TestMode } from "../../core/typing/test-modes.ts";
import { testText } from "../../core/typing/test-text.ts";
import { CODE_LAYOUT } from "../../core/typing/text-layout.ts";
import { countWords } from "../../core/typing/word-passage.ts";
import { physicalTypist } from "../../../tests/support/typist-models.ts";
import { testResults } from "../db/schema.ts";
import { readTicket, ticketKey } from "../typing-tests/token.ts";
import { quoteSet } from "./quotes.ts";
import { wordList } from "./word-lists.ts";

/**
 * Word tests (10, 25, 50 and 100 words) on the real server: enough text drawn for the count,
 * the text cut right after the last word, saved and verified as character tests are, kept off
 * the leaderboard, their bests kept per count, and refused when the text is not the one served.
 */

const SECRET = "word-count-tests-secret-word-count-tests";
const KEY = ticketKey(SECRET);
const server = textTestServer(SECRET);
const { clock, post, start } = server;

const QUOTES: TextChoice = { ...DEFAULT_TEXT_CHOICE, kind: "quotes" };
const PUNCTUATED_WORDS: TextChoice = {
  ...DEFAULT_TEXT_CHOICE,
  kind: "words",
  punctuation: true,
};

const texts = (issued: IssuedTest) => issued.passages.map((passage) => passage.text);

/** A typist's save of a word test typed right over `rawText` at `wpm`, after it could have ended. */
function typedBody(token: string, mode: string, difficulty: string, rawText: string, wpm = 50) {
  const elapsedMs = Math.ceil((rawText.length * 60_000) / (wpm * 5));
  clock.advance(elapsedMs + 5_000);
  const run = physicalTypist({ text: rawText, wpm, spanMs: elapsedMs, seed: 11 });
  return {
    token,
    mode,
    difficulty,
    duration: Math.max(1, Math.round(elapsedMs / 1000)),
    elapsedMs,
    rawText,
    typedText: run.typed,
    timeline: run.timeline,
  };
}

describe("a word test", () => {
  it("gives 25 words of quotes from distinct quotes, signs its mode, and appends nothing", async () => {
    const issued = await start({ mode: "25 Words", difficulty: "easy", text: QUOTES });
    expect(issued.source).toBe("quotes");
    const ids = issued.passages.map((passage) => passage.id);
    expect(new Set(ids).size).toBe(ids.length);
    const quotes = await quoteSet();
    for (const passage of issued.passages) {
      expect(passage.text).toBe(quotes.get(passage.id)?.text);
      expect(quoteLength(passage.text)).toBe("short");
    }
    const words = texts(issued).map(countWords);
    const total = words.reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThanOrEqual(25);
    // One quote fewer would not have been enough: nothing is drawn that the test cannot show.
    expect(total - words.at(-1)!).toBeLessThan(25);
    const ticket = readTicket(KEY, issued.token);
    expect(ticket).toMatchObject({ mode: "25 Words", quotes: { language: "en" }, passageIds: ids });

    const next = await post("/api/tests/passages", { token: issued.token });
    expect(next.statusCode).toBe(400);
    expect(next.json().message).toBe("A word test keeps the text it started with.");
  });

  it("serves a 10-word common-words test exactly ten words, ending its last sentence", async () => {
    const issued = await start({ mode: "10 Words", difficulty: "easy", text: PUNCTUATED_WORDS });
    expect(issued.source).toBe("words");
    expect(issued.passages).toEqual([issued.passage]);
    const words = issued.passage.text.split(" ");
    expect(words).toHaveLength(10);
    expect(issued.passage.text).toMatch(/[.?!]$/);
    const pool = new Set(wordPool(await wordList("en"), "easy"));
    const bare = words.map((word) => word.replace(/[^a-z]/gi, "").toLowerCase());
    expect(bare.filter((word) => pool.has(word)).length).toBeGreaterThanOrEqual(8);
    expect(readTicket(KEY, issued.token)).toMatchObject({
      mode: "10 Words",
      passageIds: [0],
      words: { language: "en", punctuation: true, numbers: false },
    });
    // A test shorter than a chunk is served its words alone; a longer one whole chunks.
    const hundred = await start({ mode: "100 Words", difficulty: "easy", text: PUNCTUATED_WORDS });
    expect(hundred.passages.map((passage) => passage.text.split(" ").length)).toEqual([50, 50]);
  });

  it("draws distinct passages and code snippets until they hold the words", async () => {
    const prose = await start({ mode: "100 Words", difficulty: "medium" });
    const ids = prose.passages.map((passage) => passage.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(countWords(texts(prose).join(" "))).toBeGreaterThanOrEqual(100);
    expect(countWords(testText({ kind: "words", count: 100 }, texts(prose)))).toBe(100);

    const code = await start({
      mode: "50 Words",
      difficulty: "medium",
      text: { ...DEFAULT_TEXT_CHOICE, kind: "code", code: "python" },
    });
    expect(code.source).toBe("code");
    const shown = testText({ kind: "words", count: 50 }, texts(code), CODE_LAYOUT);
    expect(countWords(shown)).toBe(50);
    expect(texts(code).join("\n").startsWith(shown)).toBe(true);
  });
});

describe("saving a word test's result", () => {
  async function issue(mode: TestMode & { kind: "words" }, text: TextChoice, difficulty = "easy") {
    const name = `${mode.count} Words`;
    const issued = await start({ mode: name, difficulty, text }, server.typist.cookie);
    const layout = text.kind === "code" ? CODE_LAYOUT : undefined;
    return { issued, name, rawText: testText(mode, texts(issued), layout) };
  }

  it("saves a 25-word quotes test verified and unranked, with its text", async () => {
    const { issued, name, rawText } = await issue({ kind: "words", count: 25 }, QUOTES);
    expect(countWords(rawText)).toBe(25);
    const row = await server.savedRow(typedBody(issued.token, name, "easy", rawText));
    expect(row).toMatchObject({
      mode: "25 Words",
      textKind: "quotes",
      rankable: false,
      verification: "verified",
      rawText,
    });
    const board = await server.app.inject({ url: "/api/leaderboard?text=quotes" });
    expect(board.statusCode).toBe(200);
    expect(board.body).not.toContain(server.typist.username);
  });

  it("saves a 10-word common-words test with punctuation, and keeps its bests per count", async () => {
    const tenWords = { kind: "words", count: 10 } as const;
    const first = await issue(tenWords, PUNCTUATED_WORDS, "medium");
    const body = typedBody(first.issued.token, first.name, "medium", first.rawText, 40);
    const saved = await post("/api/results", body, server.typist.cookie);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ mode: "10 Words", verification: "verified" });
    const [row] = await server.app.database.db
      .select()
      .from(testResults)
      .where(eq(testResults.id, saved.json().id));
    expect(row).toMatchObject({ textKind: "words", includePunctuation: true, rankable: false });
    expect(saved.json().personalBest).toEqual({ previousBestWpm: null, averageWpm: null });

    // Faster at 10 words: a best over the first; a first 50-word test is a best of its own.
    const second = await issue(tenWords, PUNCTUATED_WORDS, "medium");
    const faster = typedBody(second.issued.token, second.name, "medium", second.rawText, 70);
    const again = await post("/api/results", faster, server.typist.cookie);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().personalBest).toMatchObject({ previousBestWpm: saved.json().wpm });
    const fifty = await issue({ kind: "words", count: 50 }, PUNCTUATED_WORDS, "medium");
    const slower = typedBody(fifty.issued.token, fifty.name, "medium", fifty.rawText, 30);
    const other = await post("/api/results", slower, server.typist.cookie);
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().personalBest).toEqual({ previousBestWpm: null, averageWpm: null });
  });

  it("refuses a text that is not the one served: reordered, or one word short", async () => {
    const { issued, name, rawText } = await issue({ kind: "words", count: 10 }, PUNCTUATED_WORDS);
    const reversed = rawText.split(" ").reverse().join(" ");
    const forged = await post(
      "/api/results",
      typedBody(issued.token, name, "easy", reversed),
      server.typist.cookie,
    );
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({ code: "foreign-text" });

    const quotes = await issue({ kind: "words", count: 25 }, QUOTES);
    const short = quotes.rawText.slice(0, quotes.rawText.lastIndexOf(" "));
    const cut = await post(
      "/api/results",
      typedBody(quotes.issued.token, quotes.name, "easy", short),
      server.typist.cookie,
    );
    expect(cut.statusCode).toBe(422);
    expect(cut.json()).toMatchObject({ code: "foreign-text" });
  });

  it("refuses a word test's token saved under another count", async () => {
    const { issued, rawText } = await issue({ kind: "words", count: 10 }, PUNCTUATED_WORDS);
    const response = await post(
      "/api/results",
      typedBody(issued.token, "25 Words", "easy", rawText),
      server.typist.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "test-mismatch" });
  });
});
