import { describe, expect, it } from "vitest";
import {
  dayCount,
  formatTimeTyped,
  formatUtcDay,
  bestsByBoard,
  initialBoard,
  personalBestRows,
  testCount,
} from "./profile-summary.ts";

describe("formatTimeTyped", () => {
  it.each([
    [0, "0 s"],
    [50, "50 s"],
    [59.9, "59 s"],
    [60, "1 min"],
    [2_759, "45 min"],
    [3_600, "1 h"],
    [11_520, "3 h 12 min"],
    [11_579, "3 h 12 min"],
    [90_000, "25 h"],
  ])("writes %s seconds as %s", (seconds, text) => {
    expect(formatTimeTyped(seconds)).toBe(text);
  });
});

describe("counts and days", () => {
  it("writes days and tests in the singular and plural", () => {
    expect(dayCount(1)).toBe("1 day");
    expect(dayCount(4)).toBe("4 days");
    expect(dayCount(0)).toBe("0 days");
    expect(testCount(1)).toBe("1 test");
    expect(testCount(1234)).toBe("1,234 tests");
  });

  it("writes a UTC day the en-US way, whatever the local zone", () => {
    expect(formatUtcDay("2026-06-03")).toBe("Jun 3, 2026");
    expect(formatUtcDay("2026-12-31")).toBe("Dec 31, 2026");
  });
});

describe("personalBestRows", () => {
  const best = (mode: string, difficulty: "easy" | "medium" | "hard", wpm: number) => ({
    mode,
    difficulty,
    wpm,
    accuracy: 97,
    resultId: wpm,
  });

  it("is empty without bests", () => {
    expect(personalBestRows([])).toEqual([]);
  });

  it("puts modes in product order and difficulties in columns, null where none", () => {
    const rows = personalBestRows([
      best("300 Characters", "hard", 51),
      best("1-minute", "easy", 62),
      best("30-seconds", "medium", 70),
      best("1-minute", "hard", 48),
    ]);
    expect(rows.map((row) => row.mode)).toEqual(["30-seconds", "1-minute", "300 Characters"]);
    expect(rows[0]!.cells.map((cell) => cell?.wpm ?? null)).toEqual([null, 70, null]);
    expect(rows[1]!.cells.map((cell) => cell?.wpm ?? null)).toEqual([62, null, 48]);
    expect(rows[2]!.cells.map((cell) => cell?.wpm ?? null)).toEqual([null, null, 51]);
  });

  it("puts modes no longer offered last, by name", () => {
    const rows = personalBestRows([
      best("practice", "easy", 40),
      best("custom", "easy", 41),
      best("10-minute", "easy", 42),
    ]);
    expect(rows.map((row) => row.mode)).toEqual(["10-minute", "custom", "practice"]);
  });
});

describe("bestsByBoard", () => {
  const best = (board: string, wpm: number) => ({
    board,
    mode: "1-minute",
    difficulty: "medium" as const,
    wpm,
    accuracy: 97,
    resultId: wpm,
  });

  it("groups the bests by board, boards in the filters' order, each named", () => {
    const boards = bestsByBoard([
      best("code:python", 40),
      best("words:fr:punctuation", 61),
      best("passages:en", 70),
      best("words:fr:punctuation", 62),
      best("words:fr", 55),
    ]);
    expect(boards.map(({ key, label }) => [key, label])).toEqual([
      ["passages:en", "Passages"],
      ["words:fr", "Common words · Français"],
      ["words:fr:punctuation", "Common words · Français · punctuation"],
      ["code:python", "Code · Python"],
    ]);
    expect(boards[2]!.bests.map((b) => b.wpm)).toEqual([61, 62]);
  });

  it("leaves out a board it does not know", () => {
    expect(bestsByBoard([best("zen:en", 30), best("passages:xx", 31)])).toEqual([]);
  });
});

describe("initialBoard", () => {
  const boards = [{ key: "passages:en" }, { key: "words:fr" }, { key: "code:go" }];

  it("opens on the latest test's board, else English passages, else the first", () => {
    expect(initialBoard(boards, "words:fr")).toBe("words:fr");
    expect(initialBoard(boards, null)).toBe("passages:en");
    expect(initialBoard(boards, "quotes:en")).toBe("passages:en");
    expect(initialBoard(boards.slice(1), null)).toBe("words:fr");
    expect(initialBoard([], "words:fr")).toBeNull();
  });
});
