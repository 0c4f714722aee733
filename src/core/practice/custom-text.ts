/** The longest custom text a typist can practise (product 'Constants and limits'). */
export const MAX_CUSTOM_TEXT_LENGTH = 5_000;

/**
 * The longest text a repeat may type again (issue 34): a served test's, which for a long timed
 * test is longer than custom text may be.
 */
export const MAX_REPEAT_TEXT_LENGTH = 20_000;

export type CustomText =
  { ok: true; text: string } | { ok: false; reason: "empty" | "too-long"; message: string };

/** What a keyboard types for the typographic characters pasted text is full of. */
const KEYBOARD_FORMS: readonly [RegExp, string][] = [
  [/[\u2018\u2019\u201a\u201b\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u201f\u2033]/g, '"'],
  [/[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g, "-"],
  [/\u2026/g, "..."],
  // No-break, thin and other spaces look like a space and must be typed as one.
  [/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, " "],
];

/**
 * Pasted or typed text made ready to practise: line breaks as \n, typographic quotes, dashes,
 * ellipses and spaces as a keyboard types them, control and invisible characters removed, runs
 * of spaces and tabs as one space, no space at a line's ends, at most one empty line in a row,
 * and nothing around it. Refused, with the reason, when nothing is left or it is longer than
 * MAX_CUSTOM_TEXT_LENGTH afterwards.
 */
export function normalizeCustomText(input: string): CustomText {
  let text = input.replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n");
  for (const [pattern, replacement] of KEYBOARD_FORMS) text = text.replace(pattern, replacement);
  text = text
    .replace(/\t/g, " ")
    // Control characters but the line break, and format ones (zero-width spaces, soft hyphens,
    // direction marks) a typist cannot see to type.
    .replace(/(?!\n)[\p{Cc}\p{Cf}]/gu, "")
    .replace(/ {2,}/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (text === "") return { ok: false, reason: "empty", message: "Enter some text to practise." };
  if (text.length > MAX_CUSTOM_TEXT_LENGTH) {
    return {
      ok: false,
      reason: "too-long",
      message: `Practice text can be up to ${MAX_CUSTOM_TEXT_LENGTH.toLocaleString("en-US")} characters; this is ${text.length.toLocaleString("en-US")}.`,
    };
  }
  return { ok: true, text };
}
