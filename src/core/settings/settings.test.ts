import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, paletteOf, settingsAttributes } from "./settings.ts";

describe("paletteOf", () => {
  it("follows the system only for the system theme", () => {
    expect(paletteOf("system", true)).toBe("light");
    expect(paletteOf("system", false)).toBe("dark");
    expect(paletteOf("sepia", false)).toBe("sepia");
    expect(paletteOf("dark", true)).toBe("dark");
  });
});

describe("settingsAttributes", () => {
  it("puts every setting on its own attribute", () => {
    const attributes = settingsAttributes(
      { ...DEFAULT_SETTINGS, theme: "system", caret: "block", smoothCaret: true, liveStats: false },
      true,
    );
    expect(attributes).toEqual({
      "data-theme": "light",
      "data-font-size": "medium",
      "data-caret": "block",
      "data-smooth-caret": "true",
      "data-mistakes": "colour-underline",
      "data-live-stats": "false",
    });
  });
});
