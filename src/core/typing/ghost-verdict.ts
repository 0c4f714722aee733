/**
 * What a race against a past run (issue 36) says of that run and, at the end, of who won:
 * "You beat your run of Nov 12 by 4 WPM", "Your run of Nov 12 was 2.3 s ahead".
 */

/** How one side of the race ended. */
export interface RaceFinish {
  wpm: number;
  /** Milliseconds from its first keystroke to its last (the live run's: to its end). */
  ms: number;
  /** Whether it typed the whole text. */
  finished: boolean;
}

export type RaceWinner = "you" | "ghost" | "tie";

export interface GhostVerdict {
  winner: RaceWinner;
  text: string;
}

const dateOf = (value: string | number, options: Intl.DateTimeFormatOptions) =>
  new Date(value).toLocaleDateString("en-US", options);

/**
 * 'your run of Nov 12': the run's day, with its year when that is not the year of `now`. In
 * the browser's time zone unless one is given.
 */
export function ghostName(createdAt: string, now: number, timeZone?: string): string {
  const zone = timeZone ? { timeZone } : {};
  const otherYear =
    dateOf(createdAt, { year: "numeric", ...zone }) !== dateOf(now, { year: "numeric", ...zone });
  const day = dateOf(createdAt, {
    month: "short",
    day: "numeric",
    ...(otherYear && { year: "numeric" }),
    ...zone,
  });
  return `your run of ${day}`;
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The ghost's lane: 'Your run of Nov 12 (55 WPM)'. */
export function ghostLabel(name: string, wpm: number): string {
  return `${capitalised(name)} (${Math.round(wpm)} WPM)`;
}

/** A margin as said: one decimal, none when it is whole ('4', '4.1'). */
const margin = (value: number) => String(Math.round(Math.abs(value) * 10) / 10);

/**
 * Who won a race against the run `name` names, and by how much. When both typed the whole text,
 * the first to its end won, by the time between them; otherwise (a timed run, or one stopped
 * early) the faster, by their speeds. Margins are in tenths: closer than that is a tie.
 */
export function ghostVerdict(you: RaceFinish, ghost: RaceFinish, name: string): GhostVerdict {
  if (you.finished && ghost.finished) {
    const seconds = margin((ghost.ms - you.ms) / 1000);
    if (seconds === "0") return { winner: "tie", text: `You tied ${name}` };
    return ghost.ms > you.ms
      ? { winner: "you", text: `You beat ${name} by ${seconds} s` }
      : { winner: "ghost", text: `${capitalised(name)} was ${seconds} s ahead` };
  }
  const wpm = margin(you.wpm - ghost.wpm);
  if (wpm === "0") return { winner: "tie", text: `You tied ${name} at ${margin(you.wpm)} WPM` };
  return you.wpm > ghost.wpm
    ? { winner: "you", text: `You beat ${name} by ${wpm} WPM` }
    : { winner: "ghost", text: `${capitalised(name)} was ${wpm} WPM faster` };
}
