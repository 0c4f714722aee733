import { z } from "zod";
import {
  CARET_STYLES,
  DEFAULT_SETTINGS,
  FONT_SIZES,
  MISTAKE_STYLES,
  THEMES,
  type Settings,
} from "../settings/settings.ts";

/** A settings document as the account API takes and gives it: every field, nothing else. */
export const settingsSchema = z.strictObject({
  theme: z.enum(THEMES),
  fontSize: z.enum(FONT_SIZES),
  caret: z.enum(CARET_STYLES),
  smoothCaret: z.boolean(),
  mistakes: z.enum(MISTAKE_STYLES),
  liveStats: z.boolean().describe("Live WPM and accuracy shown while typing"),
}) satisfies z.ZodType<Settings>;

export const accountSettingsResponseSchema = z.object({
  settings: settingsSchema.nullable().describe("null until the account has saved settings"),
});
export type AccountSettingsResponse = z.infer<typeof accountSettingsResponseSchema>;

/** Each field on its own: a stored value this version does not know becomes the default. */
const lenientSettingsSchema = z.object({
  theme: z.enum(THEMES).catch(DEFAULT_SETTINGS.theme),
  fontSize: z.enum(FONT_SIZES).catch(DEFAULT_SETTINGS.fontSize),
  caret: z.enum(CARET_STYLES).catch(DEFAULT_SETTINGS.caret),
  smoothCaret: z.boolean().catch(DEFAULT_SETTINGS.smoothCaret),
  mistakes: z.enum(MISTAKE_STYLES).catch(DEFAULT_SETTINGS.mistakes),
  liveStats: z.boolean().catch(DEFAULT_SETTINGS.liveStats),
});

/** Settings read back from storage or an older document: unknown or invalid values fall back. */
export function readSettings(value: unknown): Settings {
  const parsed = lenientSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : { ...DEFAULT_SETTINGS };
}
