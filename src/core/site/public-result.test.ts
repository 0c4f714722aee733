import { describe, expect, it } from "vitest";
import { VERIFICATION_STATUSES } from "../api/results.ts";
import {
  type SharedResult,
  isOpenToAll,
  publicResultMeta,
  resultStanding,
  sameTest,
} from "./public-result.ts";

const ADA: SharedResult = {
  username: "ada",
  wpm: 72,
  accuracy: 96,
  mode: "1-minute",
  difficulty: "medium",
  verification: "verified",
};

describe("isOpenToAll", () => {
  const open = { resultsPrivate: false, banned: false };
  it("opens every standing but a removed one, unless the typist is private or banned", () => {
    for (const status of VERIFICATION_STATUSES) {
      expect(isOpenToAll(status, open), status).toBe(status !== "removed");
      expect(isOpenToAll(status, { ...open, resultsPrivate: true }), status).toBe(false);
      expect(isOpenToAll(status, { ...open, banned: true }), status).toBe(false);
    }
  });
});

describe("sameTest", () => {
  const of = (mode: string) => sameTest({ mode, difficulty: "hard" });
  it("leads to the result's own test at its difficulty, or to practice or races", () => {
    expect(of("30-seconds")).toEqual({
      path: "/30-seconds",
      difficulty: "hard",
      label: "Take the 30 Seconds test, hard",
    });
    expect(of("10-minute").path).toBe("/10-minute");
    expect(of("300 Characters")).toMatchObject({ path: "/300-characters", difficulty: "hard" });
    expect(of("25 Words")).toMatchObject({
      path: "/25-words",
      difficulty: "hard",
      label: "Take the 25 Words test, hard",
    });
    expect(of("custom 45 seconds")).toEqual({
      path: "/custom-length?seconds=45",
      difficulty: null,
      label: "Take the Custom · 45 Seconds test",
    });
    expect(of("practice")).toEqual({
      path: "/practice",
      difficulty: null,
      label: "Practise your typing",
    });
    expect(of("custom").path).toBe("/practice");
    expect(of("lesson").path).toBe("/practice");
    expect(of("race")).toMatchObject({ path: "/race", difficulty: null });
    expect(of("4-minute")).toMatchObject({ path: "/", difficulty: null });
  });

  it("names where a race or an unknown mode leads", () => {
    expect(of("race").label).toBe("Race other typists");
    expect(of("4-minute").label).toBe("Take a typing test");
  });
});

describe("resultStanding", () => {
  it("says honestly whether a result ranks, and why not", () => {
    expect(resultStanding("1-minute", "verified")).toEqual({
      label: "Verified",
      sentence: "Verified by TypeTempo's checks, and ranked.",
      tone: "verified",
    });
    expect(resultStanding("300 Characters", "verified").sentence).toBe(
      "Verified by TypeTempo's checks. Only timed tests are ranked.",
    );
    expect(resultStanding("1-minute", "pending").label).toBe("Held for a speed check");
    expect(resultStanding("1-minute", "flagged")).toMatchObject({
      label: "Not ranked",
      tone: "unranked",
    });
    expect(resultStanding("custom", "unverified").label).toBe("Practice");
    expect(resultStanding("lesson", "unverified").label).toBe("Practice");
    expect(resultStanding("1-minute", "unverified").sentence).toBe(
      "Saved before results were checked, so not ranked.",
    );
    for (const status of VERIFICATION_STATUSES) {
      expect(resultStanding("race", status).sentence.length).toBeGreaterThan(10);
    }
  });
});

describe("every standing in words", () => {
  it("gives each status its label, sentence and tone", () => {
    expect(resultStanding("1-minute", "pending")).toEqual({
      label: "Held for a speed check",
      sentence:
        "Held for a speed check: this fast result is not ranked until its typist passes a speed challenge.",
      tone: "unranked",
    });
    expect(resultStanding("1-minute", "flagged")).toEqual({
      label: "Not ranked",
      sentence: "Not ranked: TypeTempo's checks kept this result off the leaderboard.",
      tone: "unranked",
    });
    expect(resultStanding("1-minute", "removed")).toEqual({
      label: "Removed",
      sentence: "Taken off the leaderboard by a moderator: only you can see this result.",
      tone: "unranked",
    });
    expect(resultStanding("practice", "unverified")).toEqual({
      label: "Practice",
      sentence: "Practice, which is never ranked.",
      tone: "neutral",
    });
    expect(resultStanding("1-minute", "unverified")).toEqual({
      label: "Not ranked",
      sentence: "Saved before results were checked, so not ranked.",
      tone: "neutral",
    });
  });

  it("never calls a verified result of an unknown mode ranked", () => {
    expect(resultStanding("4-minute", "verified").sentence).toBe(
      "Verified by TypeTempo's checks. Only timed tests are ranked.",
    );
  });
});

describe("publicResultMeta", () => {
  it("titles the link preview with the typist and score, and names the result's own picture", () => {
    const tags = publicResultMeta(ADA, {
      url: "https://typetempo.app/results/7",
      imageUrl: "https://typetempo.app/results/7/card.png",
    });
    expect(tags).toContainEqual({ title: "ada typed 72 WPM | TypeTempo" });
    expect(tags).toContainEqual({
      property: "og:description",
      content: "72 WPM at 96% accuracy (1 Minute · Medium). Can you beat it?",
    });
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://typetempo.app/results/7/card.png",
    });
    expect(tags).toContainEqual({
      property: "og:image:alt",
      content: "ada: 72 WPM at 96% accuracy, 1 Minute · Medium, on TypeTempo.",
    });
    expect(tags).toContainEqual({ property: "og:url", content: "https://typetempo.app/results/7" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
  });

  it("names a typist without a name as the leaderboard does", () => {
    const tags = publicResultMeta(
      { ...ADA, username: null, mode: "custom" },
      { url: "", imageUrl: "" },
    );
    expect(tags[0]).toEqual({ title: "Anonymous typed 72 WPM | TypeTempo" });
    expect(tags).toContainEqual({
      name: "description",
      content: "72 WPM at 96% accuracy (Custom Text · Unranked). Can you beat it?",
    });
  });
});
