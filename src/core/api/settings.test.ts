import { describe, expect, it } from "vitest";
import { settingsSchema } from "./settings.ts";

const FULL = {
  theme: "forest",
  fontSize: "large",
  caret: "block",
  smoothCaret: true,
  mistakes: "underline",
  liveStats: false,
  stopOnError: "word",
  focusMode: true,
  onScreenKeyboard: true,
  paceCaret: "custom",
  paceCaretWpm: 85,
};

describe("settingsSchema", () => {
  it("takes a full document", () => {
    expect(settingsSchema.parse(FULL)).toEqual(FULL);
  });

  it("turns stop on error off in a document from before it was offered", () => {
    const { stopOnError: _stopOnError, ...older } = FULL;
    expect(settingsSchema.parse(older)).toEqual({ ...FULL, stopOnError: "off" });
    expect(settingsSchema.safeParse({ ...FULL, stopOnError: "always" }).success).toBe(false);
  });

  it("leaves focus mode off in a document from before it was offered", () => {
    const { focusMode: _focusMode, ...older } = FULL;
    expect(settingsSchema.parse(older)).toEqual({ ...FULL, focusMode: false });
    expect(settingsSchema.safeParse({ ...FULL, focusMode: "on" }).success).toBe(false);
  });

  it("leaves the on-screen keyboard off in a document from before it was offered", () => {
    const { onScreenKeyboard: _onScreenKeyboard, ...older } = FULL;
    expect(settingsSchema.parse(older)).toEqual({ ...FULL, onScreenKeyboard: false });
    expect(settingsSchema.safeParse({ ...FULL, onScreenKeyboard: "on" }).success).toBe(false);
  });

  it("leaves the pace caret off at 60 WPM in a document from before it was offered", () => {
    const { paceCaret: _paceCaret, paceCaretWpm: _paceCaretWpm, ...older } = FULL;
    expect(settingsSchema.parse(older)).toEqual({ ...FULL, paceCaret: "off", paceCaretWpm: 60 });
  });

  it("takes a pace caret's speed only as a whole number of WPM, 10 to 300 in steps of 5", () => {
    for (const paceCaretWpm of [10, 300]) {
      expect(settingsSchema.safeParse({ ...FULL, paceCaretWpm }).success).toBe(true);
    }
    for (const paceCaretWpm of [5, 305, 62, 60.5, "60"]) {
      expect(
        settingsSchema.safeParse({ ...FULL, paceCaretWpm }).success,
        String(paceCaretWpm),
      ).toBe(false);
    }
    expect(settingsSchema.safeParse({ ...FULL, paceCaret: "fast" }).success).toBe(false);
  });

  it("refuses unknown values, missing fields and extra fields", () => {
    expect(settingsSchema.safeParse({ ...FULL, theme: "neon" }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...FULL, smoothCaret: "true" }).success).toBe(false);
    const { caret: _caret, ...missing } = FULL;
    expect(settingsSchema.safeParse(missing).success).toBe(false);
    expect(settingsSchema.safeParse({ ...FULL, wpm: 200 }).success).toBe(false);
  });
});
