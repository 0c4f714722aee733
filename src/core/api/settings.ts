import { z } from "zod";
import {
  CARET_STYLES,
  FONT_SIZES,
  MISTAKE_STYLES,
  PACE_CARETS,
  THEMES,
  type Settings,
} from "../settings/settings.ts";
import { STOP_ON_ERROR_MODES } from "../typing/stop-on-error.ts";

/** A settings document as the account API takes and gives it: every field, nothing else. */
export const settingsSchema = z.strictObject({
  theme: z.enum(THEMES),
  fontSize: z.enum(FONT_SIZES),
  caret: z.enum(CARET_STYLES),
  smoothCaret: z.boolean(),
  mistakes: z.enum(MISTAKE_STYLES),
  liveStats: z.boolean().describe("Live WPM and accuracy shown while typing"),
  stopOnError: z
    .enum(STOP_ON_ERROR_MODES)
    .default("off")
    .describe(
      "off: any key goes on (the specification's typing); letter: a wrong key holds the typist " +
        "until corrected; word: a wrong word may not be passed with a space",
    ),
  focusMode: z
    .boolean()
    .default(false)
    .describe("The navigation, header and footer hidden while a test runs"),
  onScreenKeyboard: z
    .boolean()
    .default(false)
    .describe("A keyboard under every test, the next key and its finger lit"),
  paceCaret: z
    .enum(PACE_CARETS)
    .default("off")
    .describe(
      "A second caret to race: off, at the typist's best or average for the test, or at " +
        "paceCaretWpm",
    ),
  paceCaretWpm: z
    .number()
    .int()
    .min(10)
    .max(300)
    .multipleOf(5)
    .default(60)
    .describe("The pace caret's set speed in WPM, and its speed before a best or average"),
}) satisfies z.ZodType<Settings>;

export const accountSettingsResponseSchema = z.object({
  settings: settingsSchema.nullable().describe("null until the account has saved settings"),
});
