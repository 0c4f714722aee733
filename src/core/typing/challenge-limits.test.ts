import { describe, expect, it } from "vitest";
import {
  CHALLENGE_ANSWER_MARGIN_MS,
  CHALLENGE_ISSUE_LIMIT,
  CHALLENGE_ISSUE_WINDOW_MS,
  CHALLENGE_START_WINDOW_MS,
  challengeExpired,
} from "./challenge-limits.ts";

describe("the challenge's documented limits", () => {
  it("opens within 5 minutes, answers within 5 s of the limit, 3 challenges a day", () => {
    expect(CHALLENGE_START_WINDOW_MS).toBe(300_000);
    expect(CHALLENGE_ANSWER_MARGIN_MS).toBe(5000);
    expect(CHALLENGE_ISSUE_LIMIT).toBe(3);
    expect(CHALLENGE_ISSUE_WINDOW_MS).toBe(86_400_000);
  });
});

describe("challengeExpired", () => {
  const issuedAt = 1_000_000;

  it("gives an unopened challenge five minutes", () => {
    const challenge = { issuedAt, startedAt: null, timeLimitMs: 20_000 };
    expect(challengeExpired(challenge, issuedAt + 300_000)).toBe(false);
    expect(challengeExpired(challenge, issuedAt + 300_001)).toBe(true);
  });

  it("gives an opened one its time limit and five seconds from the opening", () => {
    const challenge = { issuedAt, startedAt: issuedAt + 60_000, timeLimitMs: 20_000 };
    expect(challengeExpired(challenge, issuedAt + 85_000)).toBe(false);
    expect(challengeExpired(challenge, issuedAt + 85_001)).toBe(true);
  });
});
