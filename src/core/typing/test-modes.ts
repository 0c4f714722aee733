/** Timed test durations in seconds (SPEC §9). */
export const TIMED_DURATIONS = [30, 60, 120, 180, 300, 600] as const;
export type TimedDuration = (typeof TIMED_DURATIONS)[number];

/** Character-count test lengths (SPEC §9). */
export const CHARACTER_LENGTHS = [300, 400, 500, 600, 700, 800, 900, 1000, 1500, 2000] as const;
export type CharacterLength = (typeof CHARACTER_LENGTHS)[number];

/** '/30-seconds', '/1-minute', '/2-minute' … as the routes of SPEC §2 spell them. */
export function timedTestPath(seconds: TimedDuration): string {
  if (seconds < 60) return `/${seconds}-seconds`;
  return `/${seconds / 60}-minute`;
}

export function characterTestPath(length: CharacterLength): string {
  return `/${length}-characters`;
}

/** '30 Seconds', '1 Minute', '10 Minute': the label used in headings and navigation. */
export function timedTestLabel(seconds: TimedDuration): string {
  if (seconds < 60) return `${seconds} Seconds`;
  return `${seconds / 60} Minute`;
}

export function characterTestLabel(length: CharacterLength): string {
  return `${length} Characters`;
}

/** The mode stored with a result (SPEC §3): '30-seconds', '1-minute' … for timed tests. */
export function timedModeName(seconds: TimedDuration): string {
  return timedTestPath(seconds).slice(1);
}

/** '{N} Characters' for length tests (SPEC §3). */
export function characterModeName(length: CharacterLength): string {
  return `${length} Characters`;
}

/** SPEC §3: a mode ending in ' Characters' marks a character-based test. */
export function isCharacterMode(mode: string): boolean {
  return mode.endsWith(" Characters");
}
