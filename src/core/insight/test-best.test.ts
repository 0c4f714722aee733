import { describe, expect, it } from "vitest";
import { DEFAULT_TEXT_CHOICE, type TextChoice } from "../texts/text-choice.ts";
import { testBest } from "./test-best.ts";

const best = (board: string, mode: string, difficulty: "easy" | "medium" | "hard", id: number) => ({
  board,
  mode,
  difficulty,
  wpm: 60 + id,
  accuracy: 98,
  resultId: id,
  createdAt: "2026-11-12T10:00:00.000Z",
});

const BESTS = [
  best("passages:en", "1-minute", "medium", 1),
  best("passages:en", "1-minute", "hard", 2),
  best("passages:en", "30-seconds", "medium", 3),
  best("words:fr:punctuation", "1-minute", "medium", 4),
  best("code:python", "1-minute", "medium", 5),
];

describe("testBest", () => {
  it("finds the best of the same text, mode and difficulty", () => {
    const test = { text: DEFAULT_TEXT_CHOICE, mode: "1-minute", difficulty: "medium" };
    expect(testBest(BESTS, test)?.resultId).toBe(1);
    expect(testBest(BESTS, { ...test, difficulty: "hard" })?.resultId).toBe(2);
    expect(testBest(BESTS, { ...test, mode: "30-seconds" })?.resultId).toBe(3);
  });

  it("keeps each text's bests apart: words with their toggles, code by its language", () => {
    const words: TextChoice = { ...DEFAULT_TEXT_CHOICE, kind: "words", language: "fr" };
    const test = { text: { ...words, punctuation: true }, mode: "1-minute", difficulty: "medium" };
    expect(testBest(BESTS, test)?.resultId).toBe(4);
    expect(testBest(BESTS, { ...test, text: words })).toBeNull();
    const code: TextChoice = { ...DEFAULT_TEXT_CHOICE, kind: "code", code: "python" };
    expect(testBest(BESTS, { ...test, text: code })?.resultId).toBe(5);
  });

  it("has none for a test without a best, or a text that is not served", () => {
    const test = { text: DEFAULT_TEXT_CHOICE, mode: "2-minute", difficulty: "medium" };
    expect(testBest(BESTS, test)).toBeNull();
    expect(testBest(BESTS, { ...test, text: { ...DEFAULT_TEXT_CHOICE, kind: "zen" } })).toBeNull();
  });
});
