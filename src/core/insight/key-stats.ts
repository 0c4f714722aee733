import type { TimelineEdit } from "../typing/timeline.ts";
import { keystrokes } from "./keystrokes.ts";

/**
 * One key's or bigram's figures, as a tuple to keep stored results small: keystrokes typed for
 * it, the wrong ones among them, how many of them were timed, and their total time in ms.
 */
export type KeyStat = [hits: number, errors: number, timed: number, totalMs: number];

/**
 * Per-key and per-bigram figures of a result or of all a typist's results, keyed by the
 * passage's expected characters lower-cased: keys by keyName, bigrams by the two characters
 * (a space is itself there: "e " is an e then a space). Entries are in code-unit order, so equal
 * figures serialise to equal JSON on browser and server alike.
 */
export interface KeyStats {
  keys: Record<string, KeyStat>;
  bigrams: Record<string, KeyStat>;
}

/** A character's key: lower-cased, with the space and the line break spelt out. */
export function keyName(char: string): string {
  if (char === " ") return "space";
  if (char === "\n") return "enter";
  return char.toLowerCase();
}

function addTo(stat: KeyStat, [hits, errors, timed, ms]: KeyStat): void {
  stat[0] += hits;
  stat[1] += errors;
  stat[2] += timed;
  stat[3] += ms;
}

function sorted(stats: Map<string, KeyStat>): Record<string, KeyStat> {
  const out: Record<string, KeyStat> = {};
  for (const name of [...stats.keys()].sort()) out[name] = stats.get(name)!;
  return out;
}

/** Adds a stat under its name, joining "T" to "t" when both came up. */
function addNamed(into: Map<string, KeyStat>, name: string, stat: KeyStat): void {
  const existing = into.get(name);
  if (existing) addTo(existing, stat);
  else into.set(name, stat);
}

/**
 * Small consecutive numbers for the passage's characters, so that counting indexes arrays
 * rather than hashing a key per keystroke: that hashing was most of the cost of a long run.
 */
class CharSlots {
  readonly codes: number[] = [];
  private readonly ascii = new Int16Array(128).fill(-1);
  private readonly other = new Map<number, number>();

  of(code: number): number {
    if (code < 128) {
      const slot = this.ascii[code]!;
      return slot >= 0 ? slot : (this.ascii[code] = this.codes.push(code) - 1);
    }
    let slot = this.other.get(code);
    if (slot === undefined) this.other.set(code, (slot = this.codes.push(code) - 1));
    return slot;
  }
}

function count(stats: KeyStat[], slot: number, error: boolean, ms: number | null): void {
  const stat = (stats[slot] ??= [0, 0, 0, 0]);
  stat[0]++;
  if (error) stat[1]++;
  if (ms !== null) {
    stat[2]++;
    stat[3] += ms;
  }
}

const char = (code: number) => String.fromCharCode(code);

/**
 * The figures of one timeline. Every keystroke within the passage is a hit for the key the
 * passage expected there, and an error when it typed something else. Its time is the ms since
 * the keystroke before, counted only when that one was the edit just before, landed one
 * position earlier, and both were typed alone (see Keystroke.single): a correction, a pause
 * to delete or a composed word in between would measure something other than the key.
 */
export function keyStats(passage: string, edits: readonly TimelineEdit[]): KeyStats {
  const slots = new CharSlots();
  const keys: KeyStat[] = [];
  // bigrams[a][b]: the character in slot a, then the one in slot b.
  const bigrams: KeyStat[][] = [];
  const strokes = keystrokes(passage, edits);
  for (let i = 0; i < strokes.length; i++) {
    const stroke = strokes[i]!;
    const p = stroke.position;
    if (p >= passage.length) continue;
    const before = strokes[i - 1];
    const timed =
      before !== undefined &&
      before.single &&
      stroke.single &&
      before.edit === stroke.edit - 1 &&
      before.position === p - 1 &&
      stroke.t >= before.t;
    const ms = timed ? stroke.t - before.t : null;
    const slot = slots.of(passage.charCodeAt(p));
    count(keys, slot, !stroke.correct, ms);
    if (p > 0)
      count((bigrams[slots.of(passage.charCodeAt(p - 1))] ??= []), slot, !stroke.correct, ms);
  }
  const keyNames = new Map<string, KeyStat>();
  const bigramNames = new Map<string, KeyStat>();
  keys.forEach((stat, slot) => addNamed(keyNames, keyName(char(slots.codes[slot]!)), stat));
  bigrams.forEach((row, first) =>
    row.forEach((stat, second) => {
      const pair = char(slots.codes[first]!) + char(slots.codes[second]!);
      addNamed(bigramNames, pair.toLowerCase(), stat);
    }),
  );
  return { keys: sorted(keyNames), bigrams: sorted(bigramNames) };
}

function mergeRecords(
  a: Record<string, KeyStat>,
  b: Record<string, KeyStat>,
): Record<string, KeyStat> {
  const merged = new Map<string, KeyStat>(Object.entries(a).map(([name, s]) => [name, [...s]]));
  for (const [name, stat] of Object.entries(b)) {
    const existing = merged.get(name);
    if (existing) addTo(existing, stat);
    else merged.set(name, [...stat]);
  }
  return sorted(merged);
}

/** Two sets of figures as one, as a typist's aggregate takes in a new result. */
export function mergeKeyStats(a: KeyStats, b: KeyStats): KeyStats {
  return { keys: mergeRecords(a.keys, b.keys), bigrams: mergeRecords(a.bigrams, b.bigrams) };
}
