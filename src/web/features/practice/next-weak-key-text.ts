import { type PracticeText, weakKeyText } from "../../../core/practice/weak-key-text.ts";
import { type StatsSource, practiceStats } from "./practice-stats.ts";

/** Words in a weak-key text: about a minute's typing at 30 WPM, so the figures come quickly. */
const WEAK_KEY_WORDS = 30;

export type WeakKeyText = PracticeText & { from: StatsSource };

/** A weak-key text made afresh from the typist's latest key figures, and whose they were. */
export async function nextWeakKeyText(signedIn: boolean): Promise<WeakKeyText> {
  const { stats, from } = await practiceStats(signedIn);
  return { ...weakKeyText(stats, WEAK_KEY_WORDS, Math.random), from };
}
