/** Timed test durations in seconds (product 'Constants and limits'). */
export const TIMED_DURATIONS = [30, 60, 120, 180, 300, 600] as const;
export type TimedDuration = (typeof TIMED_DURATIONS)[number];

/** Character-count test lengths (product 'Constants and limits'). */
export const CHARACTER_LENGTHS = [300, 400, 500, 600, 700, 800, 900, 1000, 1500, 2000] as const;
export type CharacterLength = (typeof CHARACTER_LENGTHS)[number];

/** Word-count test lengths (issue 34, "More ways to type"). */
export const WORD_COUNTS = [10, 25, 50, 100] as const;
export type WordCount = (typeof WORD_COUNTS)[number];

/** What a custom length counts (issue 34); its bounds are in custom-length.ts. */
export type CustomLengthUnit = "seconds" | "characters";

export interface CustomLength {
  unit: CustomLengthUnit;
  value: number;
}

/**
 * What kind of test a typist takes. Timed, length and word tests are offered today; practice
 * and custom are declared so that code switching on the kind already has to answer for them.
 */
export type TestMode =
  | { kind: "timed"; seconds: TimedDuration }
  | { kind: "length"; characters: CharacterLength }
  /** A set number of words, typed to the last one's last character; like a length test, unranked. */
  | { kind: "words"; count: WordCount }
  /** A duration or character count the typist picked (issue 34): never ranked. */
  | ({ kind: "custom-length" } & CustomLength)
  /** Typing for its own sake: never ranked. Not offered yet. */
  | { kind: "practice" }
  /** The typist's own text: never ranked, since no two typists type the same. */
  | { kind: "custom" }
  /** Free typing without a text (issue 34): only its speed and keys are measured, never ranked. */
  | { kind: "zen" }
  /**
   * A test's text typed again from its results (issue 34): the typist has seen it, so it is
   * never ranked, and it is saved as practice is, with no token.
   */
  | { kind: "repeat" }
  /**
   * An adaptive lesson (issue 35): its text is made for the typist from the keys in play, so it
   * is saved as practice is and never ranked.
   */
  | { kind: "lesson" }
  /**
   * A live race's passage typed to its end against others (product 'Live races'): its speed is over
   * the race's time on the server's clock, reaction included, so it is not ranked with the tests.
   */
  | { kind: "race" };

/** Every mode a visitor can pick today, timed first (product 'Constants and limits'). */
export const OFFERED_MODES: readonly TestMode[] = [
  ...TIMED_DURATIONS.map((seconds): TestMode => ({ kind: "timed", seconds })),
  ...CHARACTER_LENGTHS.map((characters): TestMode => ({ kind: "length", characters })),
  ...WORD_COUNTS.map((count): TestMode => ({ kind: "words", count })),
];

/**
 * '/30-seconds', '/1-minute', '/2-minute' … as the routes of product 'Screens and routes' spell
 * them.
 */
export function timedTestPath(seconds: TimedDuration): string {
  if (seconds < 60) return `/${seconds}-seconds`;
  return `/${seconds / 60}-minute`;
}

export function characterTestPath(length: CharacterLength): string {
  return `/${length}-characters`;
}

export function wordTestPath(count: WordCount): string {
  return `/${count}-words`;
}

/** '30 Seconds', '1 Minute', '10 Minute': the label used in headings and navigation. */
export function timedTestLabel(seconds: TimedDuration): string {
  if (seconds < 60) return `${seconds} Seconds`;
  return `${seconds / 60} Minute`;
}

export function characterTestLabel(length: CharacterLength): string {
  return `${length} Characters`;
}

export function wordTestLabel(count: WordCount): string {
  return `${count} Words`;
}

/**
 * The mode as stored with a result and signed into a test token
 * (product 'Entities and their fields'): '30-seconds', '1-minute' … for timed tests,
 * '{N} Characters' for length tests, '{N} Words' for word tests.
 */
export function modeName(mode: TestMode): string {
  switch (mode.kind) {
    case "timed":
      return timedTestPath(mode.seconds).slice(1);
    case "length":
      return characterTestLabel(mode.characters);
    case "words":
      return wordTestLabel(mode.count);
    case "custom-length":
      return `custom ${mode.value} ${mode.unit}`;
    case "practice":
    case "custom":
    case "zen":
    case "repeat":
    case "lesson":
    case "race":
      return mode.kind;
  }
}

/**
 * A custom length's stored name. Kept here with the other names, and light: its bounds are
 * checked where a length is taken (custom-length.ts), not by every page that reads a name.
 */
const CUSTOM_LENGTH_NAME = /^custom ([1-9]\d{0,5}) (seconds|characters)$/;

/** The mode a stored name stands for, or null when it names none. */
export function parseModeName(stored: string): TestMode | null {
  const named = ["practice", "custom", "zen", "repeat", "lesson", "race"] as const;
  const kind = named.find((name) => name === stored);
  if (kind) return { kind };
  const custom = CUSTOM_LENGTH_NAME.exec(stored);
  if (custom) {
    return { kind: "custom-length", unit: custom[2] as CustomLengthUnit, value: Number(custom[1]) };
  }
  return OFFERED_MODES.find((mode) => modeName(mode) === stored) ?? null;
}

/**
 * Whether a result of this mode may reach the leaderboard, stored with it as `rankable`. Only timed
 * tests rank: their WPM is over the same set time for everyone (product call 'Leaderboard stats').
 */
export function canRank(mode: TestMode): boolean {
  return mode.kind === "timed";
}

/**
 * Whether a mode is practice rather than a test: its text is the typist's own or made for them (a
 * lesson's too), or there is none (zen), or it was seen before (repeat), or its length is the typist's own,
 * so its speed is no measure against anyone's, their own personal bests included
 * (product 'Constants and limits').
 */
export function isPractice(mode: TestMode): boolean {
  return ["practice", "custom", "zen", "repeat", "custom-length", "lesson"].includes(mode.kind);
}
