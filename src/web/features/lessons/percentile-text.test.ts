import { describe, expect, it } from "vitest";
import { INVITATION, standingSentence } from "./percentile-text.ts";

describe("standingSentence", () => {
  it("says the best minute and the share of typists slower", () => {
    expect(standingSentence({ best: 72.4, percent: 45, typists: 30 })).toBe(
      "Your best 60-second speed, 72 WPM, is faster than 45 % of typists on TypeTempo.",
    );
    expect(standingSentence({ best: 90, percent: 0, typists: 20 })).toBe(
      "Your best 60-second speed, 90 WPM, is faster than 0 % of typists on TypeTempo.",
    );
  });

  it("says honestly when too few typists can be compared", () => {
    expect(standingSentence({ best: 55.5, percent: null, typists: 3 })).toBe(
      "Your best 60-second speed is 56 WPM; there are too few typists on TypeTempo yet to compare.",
    );
  });

  it("has no sentence without a best, for the invitation to take its place", () => {
    expect(standingSentence({ best: null, percent: null, typists: 40 })).toBeNull();
    expect(INVITATION.link + INVITATION.rest).toBe(
      "Take a 1-minute test to see where you stand among TypeTempo's typists.",
    );
  });
});
