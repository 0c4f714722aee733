import type { Palette } from "../../../core/settings/settings.ts";

/** Page, text and accent colour of each palette, for the theme picker's swatches (themes.css). */
export const THEME_SWATCHES: Record<Palette, readonly [string, string, string]> = {
  dark: ["#030712", "#f3f4f6", "#fbbf24"],
  light: ["#f9fafb", "#111827", "#b45309"],
  "high-contrast": ["#000000", "#ffffff", "#ffff00"],
  sepia: ["#f4ecd8", "#2e2416", "#9a4a12"],
  nord: ["#2e3440", "#eceff4", "#88c0d0"],
  forest: ["#0f1a14", "#ecf4ee", "#e0b84f"],
};
