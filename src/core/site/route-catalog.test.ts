import { describe, expect, it } from "vitest";
import { PAGES, PRERENDERED_PATHS, findPage } from "./route-catalog.ts";

describe("the route catalog", () => {
  it("holds every route of product 'Screens and routes' once", () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/30-seconds",
        "/1-minute",
        "/10-minute",
        "/300-characters",
        "/1500-characters",
        "/2000-characters",
        "/10-words",
        "/25-words",
        "/50-words",
        "/100-words",
        "/custom-length",
        "/practice",
        "/race",
        "/leaderboard",
        "/profile",
        "/settings",
        "/blog",
        "/blog/test-strategies-for-digital-nomads-on-typetempo",
        "/blog/typetempo-typing-practice-platform",
        "/blog/hong-kong-startups-typing-test-case-study",
        "/help",
        "/faq",
        "/word-count-tool",
        "/about",
        "/terms",
        "/privacy",
        "/contact",
      ]),
    );
    // The specification's, the word tests, the custom length and the keyboard lag test beyond them.
    expect(paths).toHaveLength(1 + 6 + 10 + 4 + 13 + 3 + 2);
    expect(paths).toContain("/lag-test");
    expect(PRERENDERED_PATHS).toContain("/404");
  });

  it("gives the leaderboard the title product 'Screens and routes' asks for", () => {
    expect(findPage("/leaderboard")?.title).toBe(
      "Global Rankings - Typing Speed Leaderboard | TypeTempo",
    );
  });

  it("gives every page its own title and description", () => {
    const titles = new Set(PAGES.map((page) => page.title));
    const descriptions = new Set(PAGES.map((page) => page.description));
    expect(titles.size).toBe(PAGES.length);
    expect(descriptions.size).toBe(PAGES.length);
  });
});
