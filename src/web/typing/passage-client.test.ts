import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../lib/api-client.ts";
import type { ServedTextChoice } from "../../core/texts/text-choice.ts";
import { FALLBACK_PASSAGES } from "../../core/typing/fallback-passages.ts";
import { buildLengthPassage } from "../../core/typing/length-passage.ts";
import { latestOfflineTest } from "./offline-test.ts";
import { continueTest, startTest } from "./passage-client.ts";
import { appendProblemText } from "./use-typing-test.ts";

const passage = { id: 7, text: "Next passage.", difficulty: "easy" };
const issued = { passage, passages: [passage], reset: false };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The failure continueTest ends with, after letting every back-off delay pass. */
async function failure(answer: Promise<unknown>): Promise<unknown> {
  const settled = answer.catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(10_000);
  return settled;
}

describe("continueTest", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("asks again after a lost connection and appends what then comes", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(new Response(JSON.stringify({ ...issued, token: "t2" })));
    vi.stubGlobal("fetch", fetch);
    const next = continueTest("t1", "easy");
    await vi.advanceTimersByTimeAsync(500);
    await expect(next).resolves.toEqual({ passage, passages: [passage], token: "t2" });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith(
      "/api/tests/passages",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ token: "t1" }) }),
    );
  });

  it("gives up after four tries and says the server could not be reached", async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetch);
    const error = await failure(continueTest("t1", "easy"));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(appendProblemText(error)).toBe("TypeTempo's server could not be reached");
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("does not ask again when the server refuses, and gives its reason", async () => {
    const refusal = { message: "This test was started too long ago.", code: "expired-token" };
    const fetch = vi.fn(async () => new Response(JSON.stringify(refusal), { status: 400 }));
    vi.stubGlobal("fetch", fetch);
    const error = await failure(continueTest("t1", "easy"));
    expect(error).toMatchObject({ status: 400, code: "expired-token" });
    expect(appendProblemText(error)).toBe(
      "TypeTempo's server answered: This test was started too long ago.",
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not ask again when the answer holds no passage, and says so", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ token: "t2" })));
    vi.stubGlobal("fetch", fetch);
    const error = await failure(continueTest("t1", "easy"));
    expect(appendProblemText(error)).toBe("TypeTempo's server sent no passage");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("gives a test without a token a built-in passage, asking nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const next = await continueTest(null, "easy");
    expect(next.token).toBeNull();
    expect(next.passage.difficulty).toBe("easy");
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("a common-words test", () => {
  const words: ServedTextChoice = {
    kind: "words",
    language: "de",
    punctuation: true,
    numbers: false,
    code: "javascript",
  };
  const chunk = { id: 0, text: "Haus und Zeit.", difficulty: "easy" };

  it("asks for the chosen text, and keeps no words as served passages", async () => {
    const stored = new Map<string, string>();
    const sessionStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    vi.stubGlobal("window", { sessionStorage });
    const answer = { passage: chunk, passages: [chunk], reset: false, source: "words" };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ ...answer, token: "w1" })))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ ...answer, passage: { ...chunk, id: 1 }, token: "w2" })),
      );
    vi.stubGlobal("fetch", fetch);
    await expect(startTest("1-minute", "easy", undefined, words)).resolves.toEqual({
      passage: chunk,
      passages: [chunk],
      token: "w1",
    });
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toEqual({
      mode: "1-minute",
      difficulty: "easy",
      text: words,
    });
    await continueTest("w1", "easy", undefined, words);
    expect(JSON.parse(fetch.mock.calls[1]![1].body as string)).toEqual({ token: "w1" });
    expect(stored.size).toBe(0);
  });
});

describe("a test started while the server cannot be reached", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
  });

  it("records the built-in passages it is served, in order, under an id of its own", async () => {
    const started = await startTest("30-seconds", "easy");
    expect(started.token).toBeNull();
    const first = latestOfflineTest();
    expect(first).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      passageIds: [started.passage.id],
    });

    const next = await continueTest(null, "easy");
    expect(next.passage.id).not.toBe(started.passage.id);
    expect(latestOfflineTest()).toEqual({
      id: first!.id,
      passageIds: [started.passage.id, next.passage.id],
    });
  });

  it("starts a new record for each new test, with the passages its text is built from", async () => {
    const before = latestOfflineTest();
    const started = await startTest("300 Characters", "medium");
    const record = latestOfflineTest()!;
    expect(record.id).not.toBe(before?.id);
    expect(record.passageIds).toEqual(started.passages.map((passage) => passage.id));
    const texts = record.passageIds.map(
      (id) =>
        FALLBACK_PASSAGES.find((passage) => passage.id === id && passage.difficulty === "medium")!
          .text,
    );
    expect(buildLengthPassage(texts, 300)).toBe(
      buildLengthPassage(
        started.passages.map((passage) => passage.text),
        300,
      ),
    );
  });
});
