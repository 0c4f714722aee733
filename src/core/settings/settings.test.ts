import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SETTINGS,
  PACE_WPMS,
  PALETTE_BACKGROUNDS,
  paletteOf,
  readSettings,
  settingAttribute,
  settingsAttributes,
} from "./settings.ts";

describe("PALETTE_BACKGROUNDS", () => {
  it("are the page backgrounds themes.css gives each palette", () => {
    const css = fs.readFileSync(new URL("../../web/themes.css", import.meta.url), "utf8");
    const inCss: Record<string, string> = {};
    for (const match of css.matchAll(
      /html\[data-theme="([\w-]+)"\] \{[^}]*?--color-gray-950: (#[0-9a-f]{6});/g,
    )) {
      inCss[match[1]!] = match[2]!;
    }
    // The dark palette is Tailwind's own gray-950, which themes.css leaves alone.
    expect({ ...inCss, dark: "#030712" }).toEqual(PALETTE_BACKGROUNDS);
  });
});

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
      {
        ...DEFAULT_SETTINGS,
        theme: "system",
        caret: "block",
        smoothCaret: true,
        liveStats: false,
        stopOnError: "word",
        focusMode: true,
        onScreenKeyboard: true,
        paceCaret: "best",
        paceCaretWpm: 75,
      },
      true,
    );
    expect(attributes).toEqual({
      "data-theme": "light",
      "data-font-size": "medium",
      "data-caret": "block",
      "data-smooth-caret": "true",
      "data-mistakes": "colour-underline",
      "data-live-stats": "false",
      "data-stop-on-error": "word",
      "data-focus-mode": "true",
      "data-on-screen-keyboard": "true",
      "data-pace-caret": "best",
      "data-pace-caret-wpm": "75",
    });
  });
});

describe("settingAttribute", () => {
  it("names a setting's attribute in kebab case", () => {
    expect(settingAttribute("theme")).toBe("data-theme");
    expect(settingAttribute("stopOnError")).toBe("data-stop-on-error");
    expect(settingAttribute("onScreenKeyboard")).toBe("data-on-screen-keyboard");
  });
});

describe("readSettings", () => {
  it("keeps the valid fields and defaults the rest", () => {
    expect(readSettings({ theme: "sepia", caret: "sideways", fontSize: 3 })).toEqual({
      ...DEFAULT_SETTINGS,
      theme: "sepia",
    });
  });

  it("keeps a known stop on error setting and turns an unknown one off", () => {
    expect(readSettings({ stopOnError: "letter" }).stopOnError).toBe("letter");
    expect(readSettings({ stopOnError: "sentence" }).stopOnError).toBe("off");
  });

  it("takes only true or false for the switches", () => {
    expect(readSettings({ smoothCaret: true, liveStats: "no" })).toEqual({
      ...DEFAULT_SETTINGS,
      smoothCaret: true,
    });
    expect(readSettings({ focusMode: true }).focusMode).toBe(true);
    expect(readSettings({ focusMode: "true" }).focusMode).toBe(false);
  });

  it("keeps the pace caret off at 60 WPM until a known choice and set speed are stored", () => {
    expect(readSettings({})).toMatchObject({ paceCaret: "off", paceCaretWpm: 60 });
    expect(readSettings({ paceCaret: "average", paceCaretWpm: 95 })).toMatchObject({
      paceCaret: "average",
      paceCaretWpm: 95,
    });
    expect(readSettings({ paceCaret: "ghost", paceCaretWpm: 62 })).toMatchObject({
      paceCaret: "off",
      paceCaretWpm: 60,
    });
    expect(readSettings({ paceCaretWpm: "95" }).paceCaretWpm).toBe(60);
    expect(PACE_WPMS[0]).toBe(10);
    expect(PACE_WPMS.at(-1)).toBe(300);
  });

  it("gives the defaults for anything that is not an object", () => {
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings("dark")).toEqual(DEFAULT_SETTINGS);
    expect(readSettings([1, 2])).toEqual(DEFAULT_SETTINGS);
  });
});
