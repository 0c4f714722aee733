import type { KeyStat, KeyStats } from "../insight/key-stats.ts";
import { PRACTICE_WORDS } from "./practice-words.ts";

/**
 * Keystrokes a key needs before its figures count: a key typed a handful of times, one of them
 * slow or wrong, is not weak (product 'Constants and limits').
 */
export const MIN_KEY_HITS = 10;
/** The same for a bigram, which each come up less often than keys. */
export const MIN_BIGRAM_HITS = 6;
/** How much less weak than this a key or bigram is ignored: 25 % slower than typical, say. */
export const MIN_WEAKNESS = 0.25;
/** Each point of error rate above typical weighs as five points of slowness. */
export const ERROR_WEIGHT = 5;
/** The most keys and bigrams one text focuses on, so each comes up often. */
export const MAX_FOCUS = 4;
/** The most of a text's words drawn for its focus; the rest keep it ordinary and readable. */
export const MAX_FOCUS_SHARE = 0.6;
/** The weakness (twice as slow as typical, say) at which the focus takes its full share. */
export const FULL_WEAKNESS = 1;

/** A key ('q') or bigram ('th') the typist is weak at, and by how much. */
export interface WeakSpot {
  name: string;
  weakness: number;
}

const LETTERS = /^[a-z]+$/;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * How weak each letter key or letter bigram is against the typist's typical one: its mean time
 * over the median of the means, less one, plus its error rate above the median error rate times
 * ERROR_WEIGHT. The medians are the typist's own, so a slow typist is not weak everywhere, and
 * a few weak keys do not move them.
 */
function weaknesses(stats: Record<string, KeyStat>, length: number, minHits: number): WeakSpot[] {
  const entries = Object.entries(stats).filter(
    ([name]) => name.length === length && LETTERS.test(name),
  );
  const timed = entries.filter(([, [, , count]]) => count >= minHits);
  const counted = entries.filter(([, [hits]]) => hits >= minHits);
  const typicalMs = timed.length ? median(timed.map(([, [, , count, ms]]) => ms / count)) : 0;
  const typicalErrors = counted.length
    ? median(counted.map(([, [hits, errors]]) => errors / hits))
    : 0;
  return entries.map(([name, [hits, errors, count, ms]]) => {
    const slowness = count >= minHits && typicalMs > 0 ? ms / count / typicalMs - 1 : 0;
    const errorExcess = hits >= minHits ? errors / hits - typicalErrors : 0;
    return { name, weakness: Math.max(0, slowness) + ERROR_WEIGHT * Math.max(0, errorExcess) };
  });
}

/**
 * The keys and bigrams a practice text should lean towards, weakest first: at most MAX_FOCUS,
 * each at least MIN_WEAKNESS weak and found in some practice word. Empty with too little data.
 * As a key improves its weakness falls, and below MIN_WEAKNESS it leaves the focus.
 */
export function weakSpots(stats: KeyStats, words: readonly string[] = PRACTICE_WORDS): WeakSpot[] {
  return [
    ...weaknesses(stats.keys, 1, MIN_KEY_HITS),
    ...weaknesses(stats.bigrams, 2, MIN_BIGRAM_HITS),
  ]
    .filter((spot) => spot.weakness >= MIN_WEAKNESS)
    .filter((spot) => words.some((word) => word.includes(spot.name)))
    .sort((a, b) => b.weakness - a.weakness || (a.name < b.name ? -1 : 1))
    .slice(0, MAX_FOCUS);
}

/** What the practice page shows: "q, z, th". */
export function focusLabel(focus: readonly WeakSpot[]): string {
  return focus.map((spot) => spot.name).join(", ");
}

/** The share of a text's words drawn for its focus: more for a weaker spot, up to the maximum. */
export function focusShare(focus: readonly WeakSpot[]): number {
  const strongest = focus[0]?.weakness ?? 0;
  return MAX_FOCUS_SHARE * Math.min(1, strongest / FULL_WEAKNESS);
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;

function pickSpot(focus: readonly WeakSpot[], random: () => number): WeakSpot {
  const total = focus.reduce((sum, spot) => sum + spot.weakness, 0);
  let left = random() * total;
  for (const spot of focus) {
    left -= spot.weakness;
    if (left < 0) return spot;
  }
  return focus[focus.length - 1]!;
}

/** Words in a weak-key text: about a minute's typing at 30 WPM, so the figures come quickly. */
export const WEAK_KEY_WORDS = 30;

export interface PracticeText {
  /** Words separated by single spaces. */
  text: string;
  /** The weak spots it leans towards, weakest first; empty for a balanced text. */
  focus: WeakSpot[];
}

/**
 * `count` practice words, drawn by `random` (values in [0, 1)), so a seed gives the same text.
 * A focusShare of them contain a weak spot, chosen in proportion to its weakness; the others
 * are any word of the list, so the text still reads as ordinary words. A word that would follow
 * itself is drawn again, once.
 */
export function weakKeyText(
  stats: KeyStats,
  count: number,
  random: () => number,
  words: readonly string[] = PRACTICE_WORDS,
): PracticeText {
  const focus = weakSpots(stats, words);
  const share = focusShare(focus);
  const containing = new Map(
    focus.map((spot) => [spot.name, words.filter((word) => word.includes(spot.name))]),
  );
  const draw = () =>
    random() < share
      ? pick(containing.get(pickSpot(focus, random).name)!, random)
      : pick(words, random);
  const out: string[] = [];
  while (out.length < count) {
    const word = draw();
    out.push(word === out[out.length - 1] ? draw() : word);
  }
  return { text: out.join(" "), focus };
}
