import { describe, expect, it } from "vitest";
import { VERIFICATION_STATUSES } from "../api/results.ts";
import {
  type SharedResult,
  isOpenToAll,
  publicResultMeta,
  resultStanding,
  sameTestPath,
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

describe("sameTestPath", () => {
  it("leads to the result's own test, practice or races", () => {
    expect(sameTestPath("30-seconds")).toBe("/30-seconds");
    expect(sameTestPath("10-minute")).toBe("/10-minute");
    expect(sameTestPath("300 Characters")).toBe("/300-characters");
    expect(sameTestPath("practice")).toBe("/practice");
    expect(sameTestPath("custom")).toBe("/practice");
    expect(sameTestPath("race")).toBe("/race");
    expect(sameTestPath("4-minute")).toBe("/");
  });
});

describe("resultStanding", () => {
  it("says honestly whether a result ranks, and why not", () => {
    expect(resultStanding("1-minute", "verified")).toEqual({
      label: "Verified",
      sentence: "Verified by TypeTempo's checks, and ranked.",
    });
    expect(resultStanding("300 Characters", "verified").sentence).toBe(
      "Verified by TypeTempo's checks. Only timed tests are ranked.",
    );
    expect(resultStanding("1-minute", "pending").label).toBe("Held for a speed check");
    expect(resultStanding("1-minute", "flagged").label).toBe("Not ranked");
    expect(resultStanding("custom", "unverified").label).toBe("Practice");
    expect(resultStanding("1-minute", "unverified").sentence).toBe(
      "Saved before results were checked, so not ranked.",
    );
    for (const status of VERIFICATION_STATUSES) {
      expect(resultStanding("race", status).sentence.length).toBeGreaterThan(10);
    }
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
