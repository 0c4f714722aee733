import { describe, expect, it } from "vitest";
import { bigramLabel, errorFigure, keyLabel, speedFigure } from "./weak-keys.ts";

const ranked = { key: "q", hits: 24, errors: 3, errorRate: 12.5, meanMs: 212 };

describe("weak keys as text", () => {
  it("names the keys stored by name", () => {
    expect(keyLabel("space")).toBe("Space");
    expect(keyLabel("enter")).toBe("Enter");
    expect(keyLabel("q")).toBe("q");
    expect(keyLabel(";")).toBe(";");
  });

  it("shows the whitespace in a bigram", () => {
    expect(bigramLabel("th")).toBe("th");
    expect(bigramLabel("e ")).toBe("e␣");
    expect(bigramLabel(".\n")).toBe(".↵");
  });

  it("writes a key's mean time and error rate", () => {
    expect(speedFigure(ranked)).toBe("212 ms");
    expect(speedFigure({ ...ranked, meanMs: null })).toBe("not timed");
    expect(errorFigure(ranked)).toBe("12.5% wrong (3 of 24)");
    expect(errorFigure({ ...ranked, errors: 1, hits: 3, errorRate: 33.3 })).toBe(
      "33.3% wrong (1 of 3)",
    );
  });
});
