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
} from "./challenge-scoring.ts";

/** 100 characters: 19 words of four letters, one of five and the 19 spaces between them. */
const TEXT = [...Array.from({ length: 19 }, () => "word"), "words"].join(" ");

describe("the challenge's documented numbers", () => {
  it("asks for 75 % of the claimed speed and 95 % accuracy, allowing 2 s to read", () => {
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
    expect(certifiedWpm(100)).toBe(125);
    expect(certifiedWpm(110)).toBe(137);
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

describe("scoreChallenge", () => {
  it("passes a perfect copy at the required speed", () => {
    // 100 correct characters in 12 s of typing (14 s less 2 s): 20 words in 0.2 min = 100 WPM.
    expect(scoreChallenge(TEXT, TEXT, 14_000, 100)).toEqual({
      wpm: 100,
      accuracy: 100,
      passed: true,
    });
  });

  it("fails a perfect copy a little too slow", () => {
    // 12.5 s of typing: 96 WPM.
    expect(scoreChallenge(TEXT, TEXT, 14_500, 100)).toEqual({
      wpm: 96,
      accuracy: 100,
      passed: false,
    });
  });

  it("passes at 95 % accuracy and fails below it", () => {
    const fiveWrong = `${TEXT.slice(0, 95)}xxxxx`;
    expect(scoreChallenge(TEXT, fiveWrong, 10_000, 50)).toMatchObject({
      accuracy: 95,
      passed: true,
    });
    const sixWrong = `${TEXT.slice(0, 94)}xxxxxx`;
    expect(scoreChallenge(TEXT, sixWrong, 10_000, 50)).toMatchObject({
      accuracy: 94,
      passed: false,
    });
  });

  it("costs a skipped character one, not the rest of the text", () => {
    const skipped = TEXT.slice(0, 10) + TEXT.slice(11);
    expect(scoreChallenge(TEXT, skipped, 14_000, 50)).toMatchObject({ accuracy: 99, passed: true });
  });

  it("counts what was left untyped as wrong", () => {
    expect(scoreChallenge(TEXT, TEXT.slice(0, 54), 5_000, 50)).toMatchObject({
      accuracy: 54,
      passed: false,
    });
  });

  it("reads runs of white space as one space and ignores it at the ends", () => {
    const spaced = `  ${TEXT.replaceAll(" ", "  \n")}\n`;
    expect(scoreChallenge(TEXT, spaced, 14_000, 100)).toMatchObject({
      accuracy: 100,
      passed: true,
    });
  });

  it("fails a copy faster than 350 WPM, which no person types", () => {
    // 100 characters in 3.7 s less 2 s: 20 words in 1.7 s is 706 WPM.
    expect(scoreChallenge(TEXT, TEXT, 3700, 100)).toEqual({
      wpm: 706,
      accuracy: 100,
      passed: false,
    });
    // 3.42 s of typing: 350.9 WPM, shown as 351.
    expect(scoreChallenge(TEXT, TEXT, 5420, 100).passed).toBe(false);
    // 3.43 s of typing: 349.9 WPM.
    expect(scoreChallenge(TEXT, TEXT, 5430, 100).passed).toBe(true);
  });

  it("never divides by less than a second of typing", () => {
    expect(scoreChallenge(TEXT, TEXT, 0, 100).wpm).toBe(1200);
  });
});
