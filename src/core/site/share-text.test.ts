import { describe, expect, it } from "vitest";
import { shareText, shareUrls } from "./share-text.ts";

describe("share text", () => {
  it("follows the template of product 'Constants and limits'", () => {
    expect(shareText({ wpm: 72, accuracy: 96, mode: "1-minute", difficulty: "hard" })).toBe(
      "I just typed 72 WPM with 96% accuracy on TypeTempo!\nMode: 1-minute\nDifficulty: hard",
    );
  });

  it("encodes text and address into each network's share URL", () => {
    const urls = shareUrls("50 WPM & 90%!", "https://typetempo.app/1-minute");
    expect(urls.x).toBe(
      "https://twitter.com/intent/tweet?text=50%20WPM%20%26%2090%25!&url=https%3A%2F%2Ftypetempo.app%2F1-minute",
    );
    expect(urls.facebook).toContain(
      "sharer.php?u=https%3A%2F%2Ftypetempo.app%2F1-minute&quote=50%20WPM",
    );
    expect(urls.linkedin).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Ftypetempo.app%2F1-minute",
    );
  });
});
