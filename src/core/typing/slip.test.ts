import { describe, expect, it } from "vitest";
import { findSlip, nextSlip, slipNotice, wordAt } from "./slip.ts";
import { firstMistake } from "./stop-on-error.ts";

const PASSAGE = "the quick brown fox jumps over the lazy dog";

const slipOf = (typed: string) => findSlip(PASSAGE, typed, firstMistake(PASSAGE, typed));

describe("findSlip", () => {
  it("finds an extra letter once three characters after it match the passage one place on", () => {
    expect(slipOf("the quixc")).toBeNull();
    expect(slipOf("the quixck")).toBeNull();
    expect(slipOf("the quixck ")).toEqual({ position: 7, kind: "extra", count: 1 });
    expect(slipOf("the quixck brown fox")).toEqual({ position: 7, kind: "extra", count: 1 });
  });

  it("finds a doubled letter", () => {
    expect(slipOf("the quicck brown")).toEqual({ position: 8, kind: "extra", count: 1 });
  });

  it("finds a skipped letter, and a skipped space", () => {
    expect(slipOf("the quck brown")).toEqual({ position: 6, kind: "skipped", count: 1 });
    expect(slipOf("the quickbrown")).toEqual({ position: 9, kind: "skipped", count: 1 });
  });

  it("finds two extra or two skipped letters", () => {
    expect(slipOf("the quixyck brown")).toEqual({ position: 7, kind: "extra", count: 2 });
    expect(slipOf("the qck brown")).toEqual({ position: 5, kind: "skipped", count: 2 });
  });

  it("calls a typo or a swap no slip", () => {
    expect(slipOf("the quxck brown")).toBeNull();
    expect(slipOf("the qiuck brown")).toBeNull();
    expect(slipOf("the quick")).toBeNull();
  });

  it("proves nothing from a run of one letter that matches in place too", () => {
    const passage = "aaaaaaaa";
    expect(findSlip(passage, "aaxaaaa", 2)).toBeNull();
  });

  it("needs the passage to go on far enough to be matched", () => {
    expect(findSlip("abcd", "abd", 2)).toBeNull();
    // An extra letter just before the passage's last three: confirmed right at its end.
    expect(findSlip("abcdef", "abcxdef", 3)).toEqual({ position: 3, kind: "extra", count: 1 });
    expect(findSlip("abcdef", "abcxde", 3)).toBeNull();
    // A skipped letter needs three more in the passage after it.
    expect(findSlip("abcdef", "abcef", 3)).toBeNull();
    expect(findSlip("abcdefg", "abcefg", 3)).toEqual({ position: 3, kind: "skipped", count: 1 });
  });

  it("finds none in a text typed right so far", () => {
    expect(slipOf("the quick")).toBeNull();
    expect(findSlip(PASSAGE, "", 0)).toBeNull();
  });
});

describe("nextSlip", () => {
  it("keeps the slip shown while its mistake is the first, so it is said once", () => {
    const shown = slipOf("the quixck ")!;
    expect(nextSlip(shown, PASSAGE, "the quixck b", 7)).toBe(shown);
    // Two keys back the slip is no longer proven, but the typist has not reached it yet.
    expect(nextSlip(shown, PASSAGE, "the quixc", 7)).toBe(shown);
  });

  it("drops it once the typist is back at it", () => {
    const shown = slipOf("the quixck ")!;
    expect(nextSlip(shown, PASSAGE, "the qui", 7)).toBeNull();
    expect(nextSlip(shown, PASSAGE, "the quic", 8)).toBeNull();
  });
});

describe("slipNotice", () => {
  it("says where it happened and that Backspace fixes it", () => {
    expect(slipNotice(PASSAGE, { position: 7, kind: "extra", count: 1 })).toBe(
      "It looks like an extra letter was typed in “quick” (character 8), so what follows is one place off and counts as mistakes. Backspace to there to fix it.",
    );
    expect(slipNotice(PASSAGE, { position: 5, kind: "skipped", count: 2 })).toBe(
      "It looks like two letters were skipped in “quick” (character 6), so what follows is two places off and counts as mistakes. Backspace to there to fix it.",
    );
  });

  it("names the word before a space that was slipped on", () => {
    expect(wordAt(PASSAGE, 9)).toBe("quick");
    expect(wordAt(PASSAGE, 0)).toBe("the");
    expect(wordAt(PASSAGE, 1)).toBe("the");
    expect(wordAt(PASSAGE, PASSAGE.length - 1)).toBe("dog");
    expect(wordAt(PASSAGE, PASSAGE.length)).toBe("dog");
    expect(slipNotice(PASSAGE, { position: 9, kind: "skipped", count: 1 })).toContain(
      "a letter was skipped in “quick” (character 10)",
    );
    expect(slipNotice(" ", { position: 0, kind: "extra", count: 2 })).toContain(
      "two extra letters were typed at character 1",
    );
  });
});
