import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, PALETTE_BACKGROUNDS, settingsAttributes } from "./settings.ts";
import { SETTINGS_STORAGE_KEY, settingsScript } from "./settings-script.ts";

/** The theme-color meta's content after the last run. */
let themeColor = "";

/** Runs the head script against a stored value and a system preference; returns <html>'s attributes. */
function run(stored: string | null, prefersLight = false, storageThrows = false) {
  const attributes: Record<string, string> = {};
  themeColor = "";
  const meta = {
    setAttribute: (name: string, value: string) => {
      if (name === "content") themeColor = value;
    },
  };
  const localStorage = {
    getItem(key: string) {
      if (storageThrows) throw new Error("blocked");
      return key === SETTINGS_STORAGE_KEY ? stored : null;
    },
  };
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => (attributes[name] = value),
    },
    querySelector: (selector: string) => (selector === 'meta[name="theme-color"]' ? meta : null),
  };
  const matchMedia = (query: string) => ({
    matches: query === "(prefers-color-scheme: light)" && prefersLight,
  });
  new Function("localStorage", "document", "matchMedia", settingsScript())(
    localStorage,
    document,
    matchMedia,
  );
  return attributes;
}

describe("settingsScript", () => {
  it("applies stored settings as settingsAttributes does", () => {
    const stored = {
      theme: "nord",
      fontSize: "x-large",
      caret: "underline",
      smoothCaret: true,
      mistakes: "highlight",
      liveStats: false,
      stopOnError: "letter",
      focusMode: true,
      onScreenKeyboard: true,
      paceCaret: "custom",
      paceCaretWpm: 120,
    } as const;
    expect(run(JSON.stringify(stored))).toEqual(settingsAttributes(stored, false));
  });

  it("resolves the system theme from the colour-scheme preference", () => {
    const stored = JSON.stringify({ theme: "system" });
    expect(run(stored, true)["data-theme"]).toBe("light");
    expect(themeColor).toBe("#f9fafb");
    expect(run(stored, false)["data-theme"]).toBe("dark");
    expect(themeColor).toBe("#030712");
  });

  it("gives the browser's bars the background of the palette shown", () => {
    run(JSON.stringify({ theme: "sepia" }));
    expect(themeColor).toBe("#f4ecd8");
    run(JSON.stringify({ theme: "high-contrast" }));
    expect(themeColor).toBe("#000000");
    run("{not json");
    expect(themeColor).toBe(PALETTE_BACKGROUNDS.dark);
  });

  it("falls back to the defaults for unknown values, bad JSON and blocked storage", () => {
    const defaults = settingsAttributes(DEFAULT_SETTINGS, false);
    expect(run(JSON.stringify({ theme: "neon", fontSize: 40, smoothCaret: "yes" }))).toEqual(
      defaults,
    );
    expect(run("{not json")).toEqual(defaults);
    expect(run(null)).toEqual(defaults);
    expect(run("null")).toEqual(defaults);
    expect(run(null, false, true)).toEqual(defaults);
  });

  it("is the same text on every call, so its CSP hash is stable", () => {
    expect(settingsScript()).toBe(settingsScript());
  });
});
