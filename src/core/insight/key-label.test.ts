import { describe, expect, it } from "vitest";
import { keyLabel } from "./key-label.ts";

describe("keyLabel", () => {
  it("prints letters as keys do and capitalises spelt-out names", () => {
    expect(["e", "1", ";", "space", "enter", "é"].map(keyLabel)).toEqual([
      "E",
      "1",
      ";",
      "Space",
      "Enter",
      "É",
    ]);
  });

  it("keeps a letter whose capital is two letters as it is", () => {
    expect(keyLabel("ß")).toBe("ß");
  });
});
