import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../settings/settings.ts";
import { readSettings, settingsSchema } from "./settings.ts";

const FULL = {
  theme: "forest",
  fontSize: "large",
  caret: "block",
  smoothCaret: true,
  mistakes: "underline",
  liveStats: false,
};

describe("settingsSchema", () => {
  it("takes a full document", () => {
    expect(settingsSchema.parse(FULL)).toEqual(FULL);
  });

  it("refuses unknown values, missing fields and extra fields", () => {
    expect(settingsSchema.safeParse({ ...FULL, theme: "neon" }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...FULL, smoothCaret: "true" }).success).toBe(false);
    const { caret: _caret, ...missing } = FULL;
    expect(settingsSchema.safeParse(missing).success).toBe(false);
    expect(settingsSchema.safeParse({ ...FULL, wpm: 200 }).success).toBe(false);
  });
});

describe("readSettings", () => {
  it("keeps the valid fields and defaults the rest", () => {
    expect(readSettings({ theme: "sepia", caret: "sideways", fontSize: 3 })).toEqual({
      ...DEFAULT_SETTINGS,
      theme: "sepia",
    });
  });

  it("gives the defaults for anything that is not an object", () => {
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings("dark")).toEqual(DEFAULT_SETTINGS);
    expect(readSettings([1, 2])).toEqual(DEFAULT_SETTINGS);
  });
});
