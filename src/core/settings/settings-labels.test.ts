import { describe, expect, it } from "vitest";
import {
  CARET_LABELS,
  FONT_SIZE_LABELS,
  MISTAKE_LABELS,
  PACE_CARET_LABELS,
  THEME_LABELS,
} from "./settings-labels.ts";
import { CARET_STYLES, FONT_SIZES, MISTAKE_STYLES, PACE_CARETS, THEMES } from "./settings.ts";

const SETTINGS = [
  { name: "theme", choices: THEMES, labels: THEME_LABELS },
  { name: "font size", choices: FONT_SIZES, labels: FONT_SIZE_LABELS },
  { name: "caret", choices: CARET_STYLES, labels: CARET_LABELS },
  { name: "mistakes", choices: MISTAKE_STYLES, labels: MISTAKE_LABELS },
  { name: "pace caret", choices: PACE_CARETS, labels: PACE_CARET_LABELS },
] as const;

describe("settings labels", () => {
  it.each(SETTINGS)("names every $name choice, each with its own label", ({ choices, labels }) => {
    const named: Record<string, string> = labels;
    expect(Object.keys(named).sort()).toEqual([...choices].sort());
    const shown = choices.map((choice) => named[choice]!.trim());
    for (const label of shown) expect(label).not.toBe("");
    expect(new Set(shown).size).toBe(choices.length);
  });

  // The names the product describes (docs/product.md, "Settings and themes").
  it("names the themes as the product does, System saying what it follows", () => {
    expect(THEME_LABELS).toEqual({
      system: "System (light or dark)",
      dark: "Dark",
      light: "Light",
      "high-contrast": "High contrast",
      sepia: "Sepia",
      nord: "Nord",
      forest: "Forest",
    });
  });

  it("names font sizes, carets and mistake styles as the product does", () => {
    expect(FONT_SIZE_LABELS).toEqual({
      small: "Small",
      medium: "Medium",
      large: "Large",
      "x-large": "Extra large",
    });
    expect(CARET_LABELS).toEqual({ line: "Line", block: "Block", underline: "Underline" });
    expect(MISTAKE_LABELS).toEqual({
      "colour-underline": "Colour and underline",
      colour: "Colour only",
      underline: "Underline only",
      highlight: "Background highlight",
    });
  });
});
