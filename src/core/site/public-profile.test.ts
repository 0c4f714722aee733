import { describe, expect, it } from "vitest";
import { profileCardPath, profilePath } from "./result-paths.ts";
import { fastestBest, profileDescription, publicProfileMeta } from "./public-profile.ts";

describe("profile paths", () => {
  it("put the username in the address, escaped", () => {
    expect(profilePath("Ada_99")).toBe("/u/Ada_99");
    expect(profilePath("a/b c")).toBe("/u/a%2Fb%20c");
    expect(profileCardPath("Ada")).toBe("/u/Ada/card.png");
  });
});

describe("fastestBest", () => {
  it("takes the fastest, the first of equals, and null of none", () => {
    const bests = [
      { wpm: 60, mode: "30-seconds" },
      { wpm: 80, mode: "60-seconds" },
      { wpm: 80, mode: "15-seconds" },
    ];
    expect(fastestBest(bests)).toBe(bests[1]);
    expect(fastestBest([])).toBeNull();
  });
});

describe("publicProfileMeta", () => {
  it("names the typist and their best in the title, description and picture", () => {
    const tags = publicProfileMeta(
      { username: "Ada", tests: 12, best: { wpm: 91.5, mode: "1-minute" } },
      { url: "https://x.test/u/Ada", imageUrl: "https://x.test/u/Ada/card.png" },
    );
    expect(tags).toContainEqual({ title: "Ada's typing profile | TypeTempo" });
    expect(tags).toContainEqual({
      name: "description",
      content: "Ada types up to 91.5 WPM (1 Minute), 12 tests taken on TypeTempo.",
    });
    expect(tags).toContainEqual({ property: "og:image", content: "https://x.test/u/Ada/card.png" });
    expect(tags).toContainEqual({ property: "og:type", content: "profile" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("says so when there is no best yet", () => {
    expect(profileDescription({ username: "Bo", tests: 1, best: null })).toBe(
      "Bo on TypeTempo: 1 test taken.",
    );
  });
});
