import { textTestServer } from "../../../tests/support/text-test-server.ts";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { IssuedTest } from "../../core/api/typing-tests.ts";
import { DEFAULT_TEXT_CHOICE, type TextChoice } from "../../core/texts/text-choice.ts";
import { quoteLength } from "../../core/texts/quotes.ts";
import { physicalTypist } from "../../../tests/support/typist-models.ts";
import { testResults } from "../db/schema.ts";
import { readTicket, signTicket, ticketKey } from "../typing-tests/token.ts";
import { quoteSet } from "./quotes.ts";

/**
 * Quotes tests on the real server: English quotes of the difficulty's length, never repeated
 * within a test, each served with its source; appended and cut like passages, saved with their
 * text, ranked on the quotes board, and refused when the text is not the quotes the token names.
 */

const SECRET = "quotes-tests-secret-quotes-tests-secret";
const KEY = ticketKey(SECRET);
const server = textTestServer(SECRET);
const { clock, post, start } = server;

const QUOTES: TextChoice = { ...DEFAULT_TEXT_CHOICE, kind: "quotes" };

/** Checks that each passage is the quote of its id, with that quote's source. */
async function expectQuotes(passages: IssuedTest["passages"]) {
  const quotes = await quoteSet();
  for (const passage of passages) {
    const quote = quotes.get(passage.id);
    expect(passage.text).toBe(quote?.text);
    expect(passage.source).toEqual({ author: quote?.author, work: quote?.work, year: quote?.year });
  }
}

describe("a quotes test", () => {
  it("serves a medium quote with its source, and another quote on asking", async () => {
    const issued = await start({ mode: "1-minute", difficulty: "medium", text: QUOTES });
    expect(issued.source).toBe("quotes");
    expect(issued.passages).toEqual([issued.passage]);
    await expectQuotes(issued.passages);
    expect(quoteLength(issued.passage.text)).toBe("medium");
    const ticket = readTicket(KEY, issued.token);
    expect(ticket?.quotes).toEqual({ language: "en" });
    expect(ticket?.passageIds).toEqual([issued.passage.id]);

    const next = await post("/api/tests/passages", { token: issued.token });
    expect(next.statusCode, next.body).toBe(200);
    const appended: IssuedTest = next.json();
    expect(appended.source).toBe("quotes");
    expect(appended.passage.id).not.toBe(issued.passage.id);
    await expectQuotes([appended.passage]);
    expect(quoteLength(appended.passage.text)).toBe("medium");
    expect(readTicket(KEY, appended.token)?.passageIds).toEqual([
      issued.passage.id,
      appended.passage.id,
    ]);
  });

  it("gives a character test enough distinct quotes of its length, short ones at easy", async () => {
    const issued = await start({ mode: "500 Characters", difficulty: "easy", text: QUOTES });
    const joined = issued.passages.map((passage) => passage.text).join(" ");
    expect(joined.length).toBeGreaterThanOrEqual(600);
    const ids = issued.passages.map((passage) => passage.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(issued.passages.every((passage) => quoteLength(passage.text) === "short")).toBe(true);
    await expectQuotes(issued.passages);
    expect(readTicket(KEY, issued.token)?.passageIds).toEqual(ids);
    // A character test keeps its quotes.
    const next = await post("/api/tests/passages", { token: issued.token });
    expect(next.statusCode).toBe(400);
  });

  it("refuses quotes in another language, or with the toggles, with a reason", async () => {
    const french = await post("/api/tests", {
      mode: "1-minute",
      difficulty: "easy",
      text: { ...QUOTES, language: "fr" },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe("Quotes are not available in French yet.");
    const toggled = await post("/api/tests", {
      mode: "1-minute",
      difficulty: "easy",
      text: { ...QUOTES, numbers: true },
    });
    expect(toggled.statusCode).toBe(400);
    expect(toggled.json().message).toBe(
      "Quotes bring their own punctuation and numbers: the toggles are for common words.",
    );
  });
});

describe("saving a quotes result", () => {
  async function typedQuotes() {
    const issued = await start(
      { mode: "1-minute", difficulty: "easy", text: QUOTES },
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
      difficulty: "easy",
      duration: 60,
      rawText,
      typedText: run.typed,
      timeline: run.timeline,
    };
  }

  function typedAs(body: Awaited<ReturnType<typeof typedQuotes>>, rawText: string) {
    const run = physicalTypist({ text: rawText, wpm: 50, spanMs: 60_000, seed: 8 });
    return { ...body, rawText, typedText: run.typed, timeline: run.timeline };
  }

  it("keeps the text's kind as quotes in English without toggles, ranked on its own board", async () => {
    const body = await typedQuotes();
    const response = await post("/api/results", body, server.typist.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await server.app.database.db
      .select()
      .from(testResults)
      .where(eq(testResults.id, response.json().id));
    expect(row).toMatchObject({
      textKind: "quotes",
      language: "en",
      includePunctuation: false,
      includeNumbers: false,
      rankable: true,
      verification: "verified",
      rawText: body.rawText,
    });
    const board = await server.app.inject({ url: "/api/leaderboard?duration=60" });
    expect(board.body).not.toContain(server.typist.username);
  });

  it("refuses quotes the server did not serve for the token", async () => {
    const body = await typedQuotes();
    const forged = body.rawText.split(" ").reverse().join(" ");
    const response = await post("/api/results", typedAs(body, forged), server.typist.cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "foreign-text" });
  });

  it("refuses a token naming an id that is no quote, even signed", async () => {
    const body = await typedQuotes();
    const ticket = readTicket(KEY, body.token)!;
    const missing = Math.max(...(await quoteSet()).keys()) + 1;
    const token = signTicket(KEY, { ...ticket, passageIds: [...ticket.passageIds, missing] });
    // Every quote served and the joining space of one more, which the missing id must not be.
    const response = await post(
      "/api/results",
      typedAs({ ...body, token }, `${body.rawText} `),
      server.typist.cookie,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "foreign-text" });
  });

  it("refuses a token whose quotes were changed after it was signed", async () => {
    const body = await typedQuotes();
    const [payload, signed] = body.token.split(".");
    const ticket = JSON.parse(Buffer.from(payload!, "base64url").toString());
    ticket.passageIds = [1];
    const tampered = `${Buffer.from(JSON.stringify(ticket)).toString("base64url")}.${signed}`;
    const response = await post("/api/results", { ...body, token: tampered }, server.typist.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid-token" });
  });

  it("reads no token carrying both common words and quotes", () => {
    const token = signTicket(KEY, {
      id: "a-ticket-of-two-texts",
      mode: "1-minute",
      difficulty: "easy",
      passageIds: [1],
      issuedAt: 1,
      words: { language: "en", punctuation: false, numbers: false, seed: 1 },
      quotes: { language: "en" },
    });
    expect(readTicket(KEY, token)).toBeNull();
  });
});
