import { textTestServer } from "../../../tests/support/text-test-server.ts";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { IssuedTest } from "../../core/api/typing-tests.ts";
import { snippetLength } from "../../core/texts/code.ts";
import { DEFAULT_TEXT_CHOICE, type TextChoice } from "../../core/texts/text-choice.ts";
import { autoIndent } from "../../core/typing/auto-indent.ts";
import { recordedTimeline } from "../../core/typing/recorded-timeline.ts";
import { testText } from "../../core/typing/test-text.ts";
import { CODE_LAYOUT } from "../../core/typing/text-layout.ts";
import { physicalTypist } from "../../../tests/support/typist-models.ts";
import { testResults } from "../db/schema.ts";
import { readTicket, signTicket, ticketKey } from "../typing-tests/token.ts";
import { snippetSet } from "./code.ts";

/**
 * Code tests on the real server: snippets of the chosen programming language and the
 * difficulty's length, never repeated within a test, each served with its title; each starts on
 * a line of its own, the typist's line breaks bring the indentation with them, and a result
 * verifies only on the snippets its token names.
 */

const SECRET = "code-tests-secret-code-tests-secret-code";
const KEY = ticketKey(SECRET);
const server = textTestServer(SECRET);
const { clock, post, start } = server;

const PYTHON: TextChoice = { ...DEFAULT_TEXT_CHOICE, kind: "code", code: "python" };

/** Checks that each passage is the Python snippet at its position, with its title. */
async function expectSnippets(passages: IssuedTest["passages"]) {
  const snippets = await snippetSet("python");
  for (const passage of passages) {
    expect(passage.text).toBe(snippets[passage.id]?.code);
    expect(passage.title).toBe(snippets[passage.id]?.title);
  }
}

/**
 * A typist on a physical keyboard typing `text` as the typing box takes it: each Enter is one
 * edit inserting the line break and the indentation autoIndent fills in, no key pressed for it.
 */
function autoIndentedRun(text: string, seed: number, wpm = 50) {
  const run = physicalTypist({ text, wpm, spanMs: 60_000, seed }, { typoRate: 0 });
  const edits: typeof run.timeline.edits = [];
  const keys: typeof run.timeline.keys = [];
  let typed = "";
  for (let i = 0; i < run.timeline.edits.length; i++) {
    const [time, , , inserted] = run.timeline.edits[i]!;
    const next = inserted === "\n" ? autoIndent(text, `${typed}\n`) : typed + inserted;
    edits.push([time, typed.length, 0, next.slice(typed.length)]);
    const [down, up] = run.timeline.keys[i]!;
    keys.push(inserted === "\n" ? [down, up, "Enter", "Enter"] : run.timeline.keys[i]!);
    // The filled-in spaces were never typed: the run's own edits for them are skipped.
    i += next.length - typed.length - 1;
    typed = next;
  }
  return { typed, timeline: recordedTimeline(edits, keys) };
}

describe("a code test", () => {
  it("serves a medium snippet with its title, and another on asking", async () => {
    const issued = await start({ mode: "1-minute", difficulty: "medium", text: PYTHON });
    expect(issued.source).toBe("code");
    expect(issued.passages).toEqual([issued.passage]);
    await expectSnippets(issued.passages);
    expect(snippetLength(issued.passage.text)).toBe("medium");
    const ticket = readTicket(KEY, issued.token);
    expect(ticket?.code).toEqual({ language: "python" });
    expect(ticket?.passageIds).toEqual([issued.passage.id]);

    const next = await post("/api/tests/passages", { token: issued.token });
    expect(next.statusCode, next.body).toBe(200);
    const appended: IssuedTest = next.json();
    expect(appended.source).toBe("code");
    expect(appended.passage.id).not.toBe(issued.passage.id);
    await expectSnippets([appended.passage]);
    expect(snippetLength(appended.passage.text)).toBe("medium");
  });

  it("gives a character test enough distinct snippets of its length, short ones at easy", async () => {
    const issued = await start({ mode: "500 Characters", difficulty: "easy", text: PYTHON });
    const joined = issued.passages.map((passage) => passage.text).join("\n");
    expect(joined.length).toBeGreaterThanOrEqual(600);
    expect(issued.passages.every((passage) => snippetLength(passage.text) === "short")).toBe(true);
    await expectSnippets(issued.passages);
    const next = await post("/api/tests/passages", { token: issued.token });
    expect(next.statusCode).toBe(400);
  });

  it("refuses code with another language or the toggles, and an unknown one, with a reason", async () => {
    const french = await post("/api/tests", {
      mode: "1-minute",
      difficulty: "easy",
      text: { ...PYTHON, language: "fr" },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe("Code is written in English, not in French.");
    const toggled = await post("/api/tests", {
      mode: "1-minute",
      difficulty: "easy",
      text: { ...PYTHON, punctuation: true },
    });
    expect(toggled.statusCode).toBe(400);
    const cobol = await post("/api/tests", {
      mode: "1-minute",
      difficulty: "easy",
      text: { ...PYTHON, code: "cobol" },
    });
    expect(cobol.statusCode).toBe(400);
  });
});

describe("saving a code result", () => {
  async function typedCode() {
    const issued = await start(
      { mode: "1-minute", difficulty: "easy", text: PYTHON },
      server.typist.cookie,
    );
    let token = issued.token;
    let rawText = issued.passage.text;
    while (rawText.length < 320) {
      const next: IssuedTest = (await post("/api/tests/passages", { token })).json();
      token = next.token;
      rawText = `${rawText}\n${next.passage.text}`;
    }
    clock.advance(61_000);
    const run = autoIndentedRun(rawText, 7);
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

  it("verifies a run whose line breaks brought the indentation, kept as Python code, ranked on its own board", async () => {
    const body = await typedCode();
    expect(body.timeline.edits.some(([, , , inserted]) => /^\n {4}/.test(inserted))).toBe(true);
    const response = await post("/api/results", body, server.typist.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await server.app.database.db
      .select()
      .from(testResults)
      .where(eq(testResults.id, response.json().id));
    expect(row).toMatchObject({
      textKind: "code",
      language: "python",
      includePunctuation: false,
      includeNumbers: false,
      rankable: true,
      verification: "verified",
      rawText: body.rawText,
      typedText: body.typedText,
    });
    // The input evidence takes the filled-in indentation for typing, so the run ranks, on
    // Python's board only.
    expect(row!.flags).toEqual([]);
    const python = await server.app.inject({ url: "/api/leaderboard?text=code&language=python" });
    expect(python.json().rows).toMatchObject([
      { username: server.typist.username, board: "code:python" },
    ]);
    const prose = await server.app.inject({ url: "/api/leaderboard" });
    expect(prose.json().rows).toEqual([]);
  });

  it("verifies a character test of code, its snippets on lines of their own", async () => {
    const issued = await start(
      { mode: "300 Characters", difficulty: "easy", text: PYTHON },
      server.typist.cookie,
    );
    const rawText = testText(
      { kind: "length", characters: 300 },
      issued.passages.map((passage) => passage.text),
      CODE_LAYOUT,
    );
    clock.advance(61_000);
    // Fast enough to type it all: a character test ends at its text's end.
    const run = autoIndentedRun(rawText, 9, 80);
    expect(run.typed).toBe(rawText);
    const response = await post(
      "/api/results",
      {
        token: issued.token,
        mode: "300 Characters",
        difficulty: "easy",
        duration: 60,
        elapsedMs: 60_000,
        rawText,
        typedText: run.typed,
        timeline: run.timeline,
      },
      server.typist.cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses snippets joined by spaces, which the server did not serve", async () => {
    const body = await typedCode();
    const forged = body.rawText.replaceAll("\n", " ");
    const run = physicalTypist({ text: forged, wpm: 50, spanMs: 60_000, seed: 8 });
    const response = await post(
      "/api/results",
      { ...body, rawText: forged, typedText: run.typed, timeline: run.timeline },
      server.typist.cookie,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "foreign-text" });
  });

  it("refuses a token naming a position that is no snippet, even signed", async () => {
    const body = await typedCode();
    const ticket = readTicket(KEY, body.token)!;
    const missing = (await snippetSet("python")).length;
    const token = signTicket(KEY, { ...ticket, passageIds: [...ticket.passageIds, missing] });
    const rawText = `${body.rawText}\n`;
    const run = autoIndentedRun(rawText, 8);
    const response = await post(
      "/api/results",
      { ...body, token, rawText, typedText: run.typed, timeline: run.timeline },
      server.typist.cookie,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "foreign-text" });
  });

  it("refuses a token whose snippets were changed after it was signed", async () => {
    const body = await typedCode();
    const [payload, signed] = body.token.split(".");
    const ticket = JSON.parse(Buffer.from(payload!, "base64url").toString());
    ticket.passageIds = [0];
    const tampered = `${Buffer.from(JSON.stringify(ticket)).toString("base64url")}.${signed}`;
    const response = await post("/api/results", { ...body, token: tampered }, server.typist.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid-token" });
  });

  it("reads no token carrying both quotes and code", () => {
    const token = signTicket(KEY, {
      id: "a-ticket-of-two-texts",
      mode: "1-minute",
      difficulty: "easy",
      passageIds: [1],
      issuedAt: 1,
      quotes: { language: "en" },
      code: { language: "go" },
    });
    expect(readTicket(KEY, token)).toBeNull();
  });
});
