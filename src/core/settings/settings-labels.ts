import type { CaretStyle, FontSize, MistakeStyle, PaceCaret, Theme } from "./settings.ts";

/*
 * The settings' names for people, apart from the settings themselves: only the settings page and
 * bar show them, while every page applies the settings, so they load with those alone.
 */

export const THEME_LABELS: Record<Theme, string> = {
  system: "System (light or dark)",
  dark: "Dark",
  light: "Light",
  "high-contrast": "High contrast",
  sepia: "Sepia",
  nord: "Nord",
  forest: "Forest",
};

export const FONT_SIZE_LABELS: Record<FontSize, string> = {
  small: "Small",
  medium: "Medium",
  large: "Large",
  "x-large": "Extra large",
};

export const CARET_LABELS: Record<CaretStyle, string> = {
  line: "Line",
  block: "Block",
  underline: "Underline",
};

export const MISTAKE_LABELS: Record<MistakeStyle, string> = {
  "colour-underline": "Colour and underline",
  colour: "Colour only",
  underline: "Underline only",
  highlight: "Background highlight",
};

export const PACE_CARET_LABELS: Record<PaceCaret, string> = {
  off: "Off",
  best: "My best",
  average: "My average",
  custom: "A set speed",
};
