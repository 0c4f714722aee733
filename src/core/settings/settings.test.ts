import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, paletteOf, readSettings, settingsAttributes } from "./settings.ts";

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

describe("readSettings", () => {
  it("keeps the valid fields and defaults the rest", () => {
    expect(readSettings({ theme: "sepia", caret: "sideways", fontSize: 3 })).toEqual({
      ...DEFAULT_SETTINGS,
      theme: "sepia",
    });
  });

  it("takes only true or false for the switches", () => {
    expect(readSettings({ smoothCaret: true, liveStats: "no" })).toEqual({
      ...DEFAULT_SETTINGS,
      smoothCaret: true,
    });
  });

  it("gives the defaults for anything that is not an object", () => {
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings("dark")).toEqual(DEFAULT_SETTINGS);
    expect(readSettings([1, 2])).toEqual(DEFAULT_SETTINGS);
  });
});
