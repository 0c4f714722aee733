import { describe, expect, it } from "vitest";
import { handedText, practiceHandoff } from "./practice-handoff.ts";

describe("the text handed to the practice page", () => {
  it("comes back from the history state it was put in", () => {
    expect(handedText(practiceHandoff("a private\nnote"))).toBe("a private\nnote");
    expect(handedText(practiceHandoff(""))).toBe("");
  });

  it.each([
    ["no state", null],
    ["another page's state", { from: "/leaderboard" }],
    ["a text that is no string", { customText: 42 }],
  ])("is none with %s", (_, state) => {
    expect(handedText(state)).toBeNull();
  });
});
