/**
 * A typist's display settings (product 'Where TypeTempo goes beyond the specification',
 * Settings and themes): the theme and how the typing area looks. Plain constants, so the page can
 * apply them before zod or React load; the API schema is in src/core/api/settings.ts.
 */
import { STOP_ON_ERROR_MODES, type StopOnError } from "../typing/stop-on-error.ts";

export const THEMES = [
  "system",
  "dark",
  "light",
  "high-contrast",
  "sepia",
  "nord",
  "forest",
] as const;
export type Theme = (typeof THEMES)[number];
/** What "system" becomes: the palette shown on the page. */
export type Palette = Exclude<Theme, "system">;

export const FONT_SIZES = ["small", "medium", "large", "x-large"] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export const CARET_STYLES = ["line", "block", "underline"] as const;
export type CaretStyle = (typeof CARET_STYLES)[number];

export const MISTAKE_STYLES = ["colour-underline", "colour", "underline", "highlight"] as const;
export type MistakeStyle = (typeof MISTAKE_STYLES)[number];

/** A second caret to race (issue 36): off, at the typist's best or average, or a set speed. */
export const PACE_CARETS = ["off", "best", "average", "custom"] as const;
export type PaceCaret = (typeof PACE_CARETS)[number];
/** The set speeds a pace caret may take: 10 to 300 WPM in steps of 5. */
export const PACE_WPMS = Array.from({ length: 59 }, (_, i) => 10 + 5 * i);

export interface Settings {
  theme: Theme;
  fontSize: FontSize;
  caret: CaretStyle;
  smoothCaret: boolean;
  mistakes: MistakeStyle;
  /** Live WPM and accuracy shown while typing. */
  liveStats: boolean;
  /** What input a wrong key lets through (src/core/typing/stop-on-error.ts). */
  stopOnError: StopOnError;
  /** The navigation, header and footer hidden while a test runs, until the mouse moves. */
  focusMode: boolean;
  /**
   * A keyboard drawn under every test, the next key and its finger lit (issue 35). Lessons show
   * it by a switch of their own, on at first.
   */
  onScreenKeyboard: boolean;
  paceCaret: PaceCaret;
  /** The pace caret's set speed, and its speed before a best or an average is known. */
  paceCaretWpm: number;
}

/** The site's look before any choice: the dark palette it was designed in. */
export const DEFAULT_SETTINGS: Settings = {
  theme: "dark",
  fontSize: "medium",
  caret: "line",
  smoothCaret: false,
  mistakes: "colour-underline",
  liveStats: true,
  stopOnError: "off",
  focusMode: false,
  onScreenKeyboard: false,
  paceCaret: "off",
  paceCaretWpm: 60,
};

/**
 * Each palette's page background (themes.css), for the browser's own bars and toolbar: the
 * theme-color meta follows the palette shown.
 */
export const PALETTE_BACKGROUNDS: Record<Palette, string> = {
  dark: "#030712",
  light: "#f9fafb",
  "high-contrast": "#000000",
  sepia: "#f4ecd8",
  nord: "#2e3440",
  forest: "#0f1a14",
};

/** The palette a theme shows, given whether the system asks for a light one. */
export function paletteOf(theme: Theme, systemPrefersLight: boolean): Palette {
  if (theme !== "system") return theme;
  return systemPrefersLight ? "light" : "dark";
}

/**
 * The attribute on <html> that carries a setting, its name in kebab case (fontSize on
 * data-font-size): CSS reads them, so a change restyles the page without re-rendering any
 * component, and the head script sets them before the first paint.
 */
export const settingAttribute = (key: string): string =>
  `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The settings as those attributes, the theme as the palette it shows. */
export function settingsAttributes(
  settings: Settings,
  systemPrefersLight: boolean,
): Record<string, string> {
  const shown = { ...settings, theme: paletteOf(settings.theme, systemPrefersLight) };
  return Object.fromEntries(
    Object.keys(SETTING_CHOICES).map((key) => [
      settingAttribute(key),
      String(shown[key as keyof Settings]),
    ]),
  );
}

/** The values each setting may take; anything else read back becomes its default. */
export const SETTING_CHOICES: Record<keyof Settings, readonly unknown[]> = {
  theme: THEMES,
  fontSize: FONT_SIZES,
  caret: CARET_STYLES,
  smoothCaret: [true, false],
  mistakes: MISTAKE_STYLES,
  liveStats: [true, false],
  stopOnError: STOP_ON_ERROR_MODES,
  focusMode: [true, false],
  onScreenKeyboard: [true, false],
  paceCaret: PACE_CARETS,
  paceCaretWpm: PACE_WPMS,
};

/**
 * Settings read back from storage or an older document, field by field: a value this version
 * does not know becomes the default. Plain code rather than zod, which every page would load.
 */
export function readSettings(value: unknown): Settings {
  const stored: Record<string, unknown> =
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  return Object.fromEntries(
    Object.entries(SETTING_CHOICES).map(([key, allowed]) => [
      key,
      allowed.includes(stored[key]) ? stored[key] : DEFAULT_SETTINGS[key as keyof Settings],
    ]),
  ) as unknown as Settings;
}
