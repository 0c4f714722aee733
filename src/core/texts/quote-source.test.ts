import { describe, expect, it } from "vitest";
import { passageAt, quoteCredit, quoteCredits, testCredits, typedSources } from "./quote-source.ts";

describe("quoteCredit", () => {
  it("credits the author, the work and its year", () => {
    expect(quoteCredit({ author: "Jane Austen", work: "Emma", year: 1815 })).toBe(
      "— Jane Austen, Emma (1815)",
    );
  });

  it("writes an ancient work's approximate year as readers do, never as a negative number", () => {
    const analects = { author: "Confucius", work: "The Analects", year: -475 };
    expect(quoteCredit(analects)).toBe("— Confucius, The Analects (c. 475 BC)");
    const meditations = { author: "Marcus Aurelius", work: "Meditations", year: 180 };
    expect(quoteCredit(meditations)).toBe("— Marcus Aurelius, Meditations (c. AD 180)");
    expect(quoteCredit({ ...meditations, year: 999 })).toContain("(c. AD 999)");
    expect(quoteCredit({ ...meditations, year: 1000 })).toContain("(1000)");
  });
});

describe("passageAt", () => {
  const starts = [0, 10, 25];

  it("finds the passage the caret is in, the joining space the earlier one's", () => {
    expect(passageAt(starts, 0)).toBe(0);
    expect(passageAt(starts, 9)).toBe(0);
    expect(passageAt(starts, 10)).toBe(1);
    expect(passageAt(starts, 24)).toBe(1);
    expect(passageAt(starts, 25)).toBe(2);
    expect(passageAt(starts, 400)).toBe(2);
    expect(passageAt([0], 5)).toBe(0);
  });
});

describe("quoteCredits", () => {
  const emma = { author: "Jane Austen", work: "Emma", year: 1815 };
  const walden = { author: "Henry David Thoreau", work: "Walden", year: 1854 };

  it("places each quote after the one before and its joining space, from the offset", () => {
    const credits = quoteCredits([
      { text: "0123456789", source: emma },
      { text: "abc", source: walden },
    ]);
    expect(credits).toEqual({ starts: [0, 11], sources: [emma, walden] });
    expect(quoteCredits([{ text: "abc", source: walden }], 15)?.starts).toEqual([15]);
  });

  it("credits nothing when a passage is not a quote", () => {
    expect(quoteCredits([{ text: "abc", source: emma }, { text: "prose" }])).toBeNull();
  });

  it("lists the quotes typed into, up to the caret's", () => {
    const credits = { starts: [0, 11, 20], sources: [emma, walden, emma] };
    expect(typedSources(credits, 0)).toEqual([emma]);
    expect(typedSources(credits, 12)).toEqual([emma, walden]);
  });
});

describe("testCredits", () => {
  it("credits quotes with their sources and code snippets with their titles", () => {
    const emma = { author: "Jane Austen", work: "Emma", year: 1815 };
    expect(testCredits([{ text: "abc", source: emma }])).toEqual({ starts: [0], sources: [emma] });
    const snippets = [
      { text: "if x:\n    y()", title: "Call y" },
      { text: "z()", title: "Call z" },
    ];
    // The line break that starts a snippet's line is as long as a joining space.
    expect(testCredits(snippets, 4)).toEqual({ starts: [4, 18], sources: ["Call y", "Call z"] });
    expect(testCredits([{ text: "prose" }])).toBeNull();
  });
});
