import { describe, expect, it } from "vitest";
import type { SaveResultResponse } from "../../../core/api/results.ts";
import { keptResultMessage } from "./kept-result-message.ts";

const saved: SaveResultResponse = {
  id: 42,
  wpm: 72.46,
  accuracy: 96.1,
  mistakes: 3,
  duration: 60,
  mode: "1-minute",
  difficulty: "medium",
  includePunctuation: false,
  includeNumbers: false,
  rawText: "the text",
  typedText: "the text",
  createdAt: "2026-05-01T10:00:00.000Z",
  verification: "verified",
  flags: [],
  stopOnError: "off",
  personalBest: null,
  awaitingEmailVerification: false,
  isPublic: true,
};

const message = (result: Partial<SaveResultResponse>) =>
  keptResultMessage({ saved: true, result: { ...saved, ...result } });

describe("the profile's greeting for the result just saved", () => {
  it("says it is saved, with its figures in words and the way to its page", () => {
    expect(message({})).toEqual({
      tone: "saved",
      title: "Your result is saved to your profile",
      figures: ["72.5 WPM", "96.1% accuracy", "1 Minute", "Medium"],
      note: null,
      link: "/results/42",
    });
  });

  it("adds a personal best, as the results panel would have", () => {
    expect(message({ personalBest: { previousBestWpm: 60, averageWpm: 55 } }).note).toBe(
      "New personal best for 1 Minute · Medium: 72.46 WPM, +17.5 over your average of 55.0.",
    );
  });

  it("says honestly when a saved result is not on the leaderboard yet, and why", () => {
    const held = message({ verification: "pending", personalBest: null });
    expect(held.tone).toBe("held");
    expect(held.title).toBe("Your result is saved to your profile");
    expect(held.note).toMatch(/^It is held off the leaderboard until you pass a speed challenge/);
    expect(held.link).toBe("/results/42");

    const flagged = message({ verification: "flagged", flags: ["pasted"] });
    expect(flagged.tone).toBe("held");
    expect(flagged.note).toMatch(/^It is kept off the leaderboard: .+\.$/);

    const unverified = message({ awaitingEmailVerification: true });
    expect(unverified.tone).toBe("held");
    expect(unverified.note).toMatch(/once you verify your e-mail address/);
  });

  it("names a practice run as one, with its mode in words and no difficulty to rank by", () => {
    expect(message({ mode: "custom" })).toMatchObject({
      tone: "saved",
      title: "Your practice run is saved to your history",
      figures: ["72.5 WPM", "96.1% accuracy", "Custom Text", "Unranked"],
      note: null,
    });
  });

  it("says the result could not be saved, with the server's reason when it gave one", () => {
    expect(keptResultMessage({ saved: false, reason: "This test has expired" })).toMatchObject({
      tone: "failed",
      title: "Your result could not be saved: This test has expired",
      figures: null,
      link: null,
    });
    expect(keptResultMessage({ saved: false, reason: undefined }).title).toBe(
      "Your result could not be saved.",
    );
  });

  it("says a result the server could not be reached for waits in this browser", () => {
    expect(keptResultMessage({ saved: false, reason: undefined, waiting: true })).toEqual({
      tone: "held",
      title: "Your result is not saved yet",
      figures: null,
      note: "TypeTempo could not be reached: it is kept in this browser, and saved as soon as TypeTempo can be reached.",
      link: null,
    });
  });
});
