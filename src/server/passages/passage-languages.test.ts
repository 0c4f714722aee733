import { describe, expect, it } from "vitest";
import type { IssuedTest } from "../../core/api/typing-tests.ts";
import { DEFAULT_TEXT_CHOICE, type TextChoice } from "../../core/texts/text-choice.ts";
import { physicalTypist } from "../../../tests/support/typist-models.ts";
import { textTestServer } from "../../../tests/support/text-test-server.ts";
import { readTicket, signTicket, ticketKey } from "../typing-tests/token.ts";
import { corpusRows } from "./seed.ts";

/**
 * Passages in French, German, Spanish and Russian on the real server: drawn from their own
 * language's passages (content/passages) for the test, appended and cut like English ones,
 * named in the token, saved with their language, kept off the English board, and refused when
 * the text is not of the token's language.
 */

const SECRET = "passage-languages-secret-passage-languages";
const KEY = ticketKey(SECRET);
const server = textTestServer(SECRET);
const { clock, post, start } = server;

const passagesIn = (language: TextChoice["language"]): TextChoice => ({
  ...DEFAULT_TEXT_CHOICE,
  language,
});

/** The corpus's passages of a language and difficulty, by text. */
const written = (language: "en" | "fr" | "de" | "es" | "ru", difficulty: string) =>
  new Set(
    corpusRows(language)
      .filter((row) => row.difficulty === difficulty)
      .map((row) => row.text),
  );

describe("a test of passages in another language", () => {
  it.each(["fr", "de", "es", "ru"] as const)(
    "serves %s passages of the difficulty, and appends more of them",
    async (language) => {
      const issued = await start({
        mode: "1-minute",
        difficulty: "medium",
        text: passagesIn(language),
      });
      expect(written(language, "medium").has(issued.passage.text)).toBe(true);
      expect(readTicket(KEY, issued.token)?.passages).toEqual({ language });
      const next = await post("/api/tests/passages", { token: issued.token });
      expect(next.statusCode, next.body).toBe(200);
      const appended: IssuedTest = next.json();
      expect(appended.passage.id).not.toBe(issued.passage.id);
      expect(written(language, "medium").has(appended.passage.text)).toBe(true);
      expect(readTicket(KEY, appended.token)?.passages).toEqual({ language });
    },
  );

  it("gives a character test enough distinct passages of the language", async () => {
    const issued = await start({
      mode: "1000 Characters",
      difficulty: "hard",
      text: passagesIn("ru"),
    });
    const hard = written("ru", "hard");
    expect(issued.passages.every((passage) => hard.has(passage.text))).toBe(true);
    expect(issued.passages.map((passage) => passage.text).join(" ").length).toBeGreaterThan(1000);
  });

  it("names no language in an English test's token, as before there was a choice", async () => {
    const issued = await start({ mode: "1-minute", difficulty: "easy", text: DEFAULT_TEXT_CHOICE });
    expect(written("en", "easy").has(issued.passage.text)).toBe(true);
    expect(readTicket(KEY, issued.token)).not.toHaveProperty("passages");
  });

  it("refuses a language passages are not written in, and the toggles, with a reason", async () => {
    const polish = await post("/api/tests", {
      mode: "1-minute",
      difficulty: "easy",
      text: passagesIn("pl"),
    });
    expect(polish.statusCode).toBe(400);
    expect(polish.json().message).toBe("Passages are not available in Polish yet.");
    const toggled = await post("/api/tests", {
      mode: "1-minute",
      difficulty: "easy",
      text: { ...passagesIn("de"), punctuation: true },
    });
    expect(toggled.statusCode).toBe(400);
  });
});

describe("saving a result of passages in another language", () => {
  async function typedGerman() {
    const issued = await start(
      { mode: "1-minute", difficulty: "easy", text: passagesIn("de") },
      server.typist.cookie,
    );
    clock.advance(61_000);
    return typedAs(issued.token, issued.passage.text);
  }

  /** The text shown, its first 200 characters typed in the minute. */
  function typedAs(token: string, rawText: string) {
    const { typed, timeline } = physicalTypist({
      text: rawText.slice(0, 200),
      wpm: 40,
      spanMs: 60_000,
      seed: 3,
    });
    const test = { token, mode: "1-minute", difficulty: "easy", duration: 60 };
    return { ...test, rawText, typedText: typed, timeline };
  }

  it("keeps the result as German passages, verified, off the English board", async () => {
    expect(await server.savedRow(await typedGerman())).toMatchObject({
      textKind: "passages",
      language: "de",
      rankable: false,
      verification: "verified",
    });
    const board = await server.app.inject({ url: "/api/leaderboard?duration=60" });
    expect(board.body).not.toContain(server.typist.username);
  });

  it("refuses a token of German passages naming an English one, even signed", async () => {
    const english = await start({
      mode: "1-minute",
      difficulty: "easy",
      text: DEFAULT_TEXT_CHOICE,
    });
    const ticket = readTicket(KEY, english.token)!;
    const token = signTicket(KEY, { ...ticket, passages: { language: "de" } });
    clock.advance(61_000);
    const body = typedAs(token, english.passage.text);
    const response = await post("/api/results", body, server.typist.cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "foreign-text" });
  });

  it("refuses German text typed on an English test", async () => {
    const english = await start(
      { mode: "1-minute", difficulty: "easy", text: DEFAULT_TEXT_CHOICE },
      server.typist.cookie,
    );
    clock.advance(61_000);
    const german = [...written("de", "easy")][0]!;
    const response = await post(
      "/api/results",
      typedAs(english.token, german),
      server.typist.cookie,
    );
    expect(response.statusCode).toBe(422);
  });

  it("reads no token naming English passages", () => {
    const token = signTicket(KEY, {
      id: "a-ticket-of-english-by-name",
      mode: "1-minute",
      difficulty: "easy",
      passageIds: [1],
      issuedAt: 1,
      passages: { language: "en" as "fr" },
    });
    expect(readTicket(KEY, token)).toBeNull();
  });
});
