import type { PersonalBest } from "./personal-best.ts";

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/**
 * What the results panel announces when a save is a personal best (issue 15): the difference
 * to the typist's average of the mode, or, for the first result of a mode, that it is the first.
 * `modeLabel` names the mode and difficulty in words ("1 Minute · Medium").
 */
export function personalBestMessage(modeLabel: string, wpm: number, best: PersonalBest): string {
  const opening = `New personal best for ${modeLabel}: ${wpm} WPM`;
  if (best.averageWpm === null) return `${opening}, your first result of this mode.`;
  const difference = wpm - best.averageWpm;
  return `${opening}, +${oneDecimal(difference)} over your average of ${oneDecimal(best.averageWpm)}.`;
}
