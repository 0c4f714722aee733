import { describe, expect, it } from "vitest";
import {
  CHALLENGE_MAX_WPM,
  CHALLENGE_MIN_ACCURACY,
  CHALLENGE_READING_ALLOWANCE_MS,
  CHALLENGE_SPEED_SHARE,
  certifiedWpm,
  challengeTimeLimitSeconds,
  editDistance,
  requiredChallengeWpm,
  scoreChallenge,
  type ChallengeCopy,
} from "./challenge-scoring.ts";
import { recordedTimeline, type KeyEvent } from "./recorded-timeline.ts";
import type { TimelineEdit } from "./timeline.ts";
import { humanTimeline } from "../../../tests/support/typing.ts";
import { humanKeys } from "../../../tests/support/typist-models.ts";

/** 100 characters: 19 words of four letters, one of five and the 19 spaces between them. */
const TEXT = [...Array.from({ length: 19 }, () => "word"), "words"].join(" ");

describe("the challenge's documented numbers", () => {
  it("asks for 75 % of the claimed speed and 95 % accuracy, allowing 2 s to read in its time", () => {
    expect(CHALLENGE_MAX_WPM).toBe(350);
    expect(CHALLENGE_SPEED_SHARE).toBe(0.75);
    expect(CHALLENGE_MIN_ACCURACY).toBe(95);
    expect(CHALLENGE_READING_ALLOWANCE_MS).toBe(2000);
  });
});

describe("requiredChallengeWpm", () => {
  it("is three quarters of the claimed speed, rounded up", () => {
    expect(requiredChallengeWpm(120)).toBe(90);
    expect(requiredChallengeWpm(130)).toBe(98);
    expect(requiredChallengeWpm(200)).toBe(150);
  });
});

describe("certifiedWpm", () => {
  it("is 125 % of the challenge speed, rounded down", () => {
    expect(certifiedWpm(100, 130)).toBe(125);
    expect(certifiedWpm(110, 130)).toBe(137);
  });

  it("is never more than 125 % of the held result's speed", () => {
    expect(certifiedWpm(347, 93)).toBe(116);
    expect(certifiedWpm(130, 130)).toBe(162);
  });
});

describe("challengeTimeLimitSeconds", () => {
  it("is the time a perfect copy takes at the required speed, plus the reading allowance", () => {
    // 100 characters = 20 words; at 100 WPM that is 12 s, plus 2 s.
    expect(challengeTimeLimitSeconds(100, 100)).toBe(14);
    // 20 words at 90 WPM: 13.33 s, plus 2 s, rounded up.
    expect(challengeTimeLimitSeconds(100, 90)).toBe(16);
  });
});

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("word", "word")).toBe(0);
    expect(editDistance("word", "")).toBe(4);
    expect(editDistance("", "word")).toBe(4);
  });
});

/** A person's copy of `typed`, its first to last keystroke `spanMs` apart, with their key presses. */
function copyOf(typed: string, spanMs: number, seed = 1): ChallengeCopy {
  const edits = humanTimeline(typed, spanMs, seed);
  return { typedText: typed, timeline: recordedTimeline(edits, humanKeys(edits, seed)) };
}

/** Plenty of time on the server's clock for any copy below. */
const LATE = 60_000;

describe("scoreChallenge", () => {
  it("passes a perfect copy at the required speed, timed by its keystrokes", () => {
    // 100 correct characters, the first to the last keystroke 12 s apart: 20 words in 0.2 min.
    expect(scoreChallenge(TEXT, copyOf(TEXT, 12_000), LATE, 100)).toEqual({
      wpm: 100,
      accuracy: 100,
      passed: true,
    });
  });

  it("fails a perfect copy a little too slow", () => {
    // 12.5 s of typing: 96 WPM.
    expect(scoreChallenge(TEXT, copyOf(TEXT, 12_500), LATE, 100)).toEqual({
      wpm: 96,
      accuracy: 100,
      passed: false,
    });
  });

  it("passes at 95 % accuracy and fails below it", () => {
    const fiveWrong = `${TEXT.slice(0, 95)}xxxxx`;
    expect(scoreChallenge(TEXT, copyOf(fiveWrong, 10_000), LATE, 50)).toMatchObject({
      accuracy: 95,
      passed: true,
    });
    const sixWrong = `${TEXT.slice(0, 94)}xxxxxx`;
    expect(scoreChallenge(TEXT, copyOf(sixWrong, 10_000), LATE, 50)).toMatchObject({
      accuracy: 94,
      passed: false,
    });
  });

  it("costs a skipped character one, not the rest of the text", () => {
    const skipped = TEXT.slice(0, 10) + TEXT.slice(11);
    expect(scoreChallenge(TEXT, copyOf(skipped, 12_000), LATE, 50)).toMatchObject({
      accuracy: 99,
      passed: true,
    });
  });

  it("counts what was left untyped as wrong", () => {
    expect(scoreChallenge(TEXT, copyOf(TEXT.slice(0, 54), 5_000), LATE, 50)).toMatchObject({
      accuracy: 54,
      passed: false,
    });
  });

  it("reads runs of white space as one space and ignores it at the ends", () => {
    const spaced = ` ${TEXT.replaceAll(" ", " \n")}\n`;
    expect(scoreChallenge(TEXT, copyOf(spaced, 14_000), LATE, 50)).toMatchObject({
      accuracy: 100,
      passed: true,
    });
  });

  it("fails a copy faster than 350 WPM, which no person types", () => {
    // 100 characters in 1.7 s: 706 WPM.
    expect(scoreChallenge(TEXT, copyOf(TEXT, 1700), LATE, 100)).toMatchObject({
      wpm: 706,
      passed: false,
    });
    // 3.42 s of typing: 350.9 WPM; 3.43 s: 349.9 WPM.
    expect(scoreChallenge(TEXT, copyOf(TEXT, 3420), LATE, 100)).toMatchObject({ passed: false });
    expect(scoreChallenge(TEXT, copyOf(TEXT, 3430), LATE, 100)).toMatchObject({ passed: true });
  });

  it("passes at exactly 350 WPM", () => {
    // 98 correct characters in 3.36 s: 350 WPM.
    const twoWrong = `${TEXT.slice(0, 98)}xx`;
    expect(scoreChallenge(TEXT, copyOf(twoWrong, 3360), LATE, 100)).toEqual({
      wpm: 350,
      accuracy: 98,
      passed: true,
    });
  });

  it("times the typing from the first keystroke, however long the typist read first", () => {
    const copy = copyOf(TEXT, 12_000);
    const edits = copy.timeline.edits.map(([t, at, removed, inserted]): TimelineEdit => [
      t + 5000,
      at,
      removed,
      inserted,
    ]);
    const keys = copy.timeline.keys.map(([down, up, code, key]): KeyEvent => [
      down + 5000,
      up === null ? null : up + 5000,
      code,
      key,
    ]);
    const late = { typedText: TEXT, timeline: recordedTimeline(edits, keys) };
    expect(scoreChallenge(TEXT, late, LATE, 100)).toEqual({
      wpm: 100,
      accuracy: 100,
      passed: true,
    });
  });

  it("fails a copy below 75 % on its accuracy alone, giving no flag as the reason", () => {
    expect(scoreChallenge(TEXT, copyOf(TEXT.slice(0, 54), 5_000), LATE, 50)).toEqual({
      wpm: 130,
      accuracy: 54,
      passed: false,
    });
    // Nothing right, typed key by key without key presses: still only its accuracy.
    const wrong = "x".repeat(100);
    const noKeys = {
      typedText: wrong,
      timeline: recordedTimeline(copyOf(wrong, 12_000).timeline.edits, []),
    };
    expect(scoreChallenge(TEXT, noKeys, LATE, 50)).toEqual({ wpm: 0, accuracy: 0, passed: false });
  });

  it("never divides by less than a second of typing", () => {
    expect(scoreChallenge(TEXT, copyOf(TEXT, 0), LATE, 100)).toMatchObject({ wpm: 1200 });
  });

  it("refuses keystrokes later than the server saw the answer arrive", () => {
    // A bot that answers at once cannot claim a human's keystroke times.
    expect(scoreChallenge(TEXT, copyOf(TEXT, 12_000), 11_999, 100)).toEqual({
      problem: "edit 99 happens after the test ended",
    });
    expect(scoreChallenge(TEXT, copyOf(TEXT, 12_000), 12_000, 100)).toMatchObject({
      passed: true,
    });
  });

  it("refuses keystrokes that do not rebuild the copy, or none at all", () => {
    const copy = copyOf(TEXT, 12_000);
    expect(scoreChallenge(TEXT, { ...copy, typedText: `${TEXT}!` }, LATE, 100)).toEqual({
      problem: "the keystrokes do not rebuild the typed text",
    });
    const none = { typedText: "", timeline: recordedTimeline([], []) };
    expect(scoreChallenge(TEXT, none, LATE, 100)).toEqual({ problem: "there are no keystrokes" });
  });

  it("fails keystrokes a test would be flagged for, saying which check", () => {
    const copy = copyOf(TEXT, 12_000);
    const pasted = { ...copy, timeline: recordedTimeline([[0, 0, 0, TEXT]], []) };
    expect(scoreChallenge(TEXT, pasted, LATE, 100)).toMatchObject({
      passed: false,
      reason: "text was pasted or inserted in large pieces",
    });
    const noKeys = { ...copy, timeline: recordedTimeline(copy.timeline.edits, []) };
    expect(scoreChallenge(TEXT, noKeys, LATE, 100)).toMatchObject({
      wpm: 100,
      passed: false,
      reason: "a fast result from a keyboard that sent no key presses",
    });
    const even = TEXT.split("").map((char, i): TimelineEdit => [i * 120, i, 0, char]);
    const regular = { ...copy, timeline: recordedTimeline(even, humanKeys(even)) };
    expect(scoreChallenge(TEXT, regular, LATE, 100)).toMatchObject({
      passed: false,
      reason: "keystrokes came at machine-regular intervals",
    });
  });
});
