import type { TimelineEdit } from "../typing/timeline.ts";
import { keystrokeLog, type KeystrokeLog } from "./keystrokes.ts";
import { StatsByName } from "./stats-by-name.ts";

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

/** A whole number of keystrokes as stored: a safe integer of 0 or more, nothing else. */
export const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * Figures of one key read back from storage (JSON, whose numbers are all finite): counts, a
 * time of 0 or more, and no more wrong or timed keystrokes than keystrokes.
 */
export function isKeyStat(value: unknown): value is KeyStat {
  if (!Array.isArray(value) || value.length !== 4) return false;
  const [hits, errors, timed, ms] = value as unknown[];
  return (
    isCount(hits) &&
    isCount(errors) &&
    isCount(timed) &&
    typeof ms === "number" &&
    ms >= 0 &&
    errors <= hits &&
    timed <= hits
  );
}

/** A character's key: lower-cased, with the space and the line break spelt out. */
export function keyName(char: string): string {
  if (char === " ") return "space";
  if (char === "\n") return "enter";
  return char.toLowerCase();
}

/** A character's name when case is kept: as keyName, but "A" stays apart from "a". */
const casedName = (char: string) => (char === " " || char === "\n" ? keyName(char) : char);

export interface KeyStatsOptions {
  /**
   * Keep keys and bigrams apart by case: a capitals lesson (issue 35) tells the typist's "A",
   * with its Shift, from their "a". Results and the heatmap file both under the key, "a".
   */
  keepCase?: boolean;
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
 * `strokes` are the timeline's, when the caller has them already for other figures. Keys are
 * named by keyName, lower-cased, unless `keepCase` asks otherwise.
 */
export function keyStats(
  passage: string,
  edits: readonly TimelineEdit[],
  strokes: KeystrokeLog = keystrokeLog(passage, edits),
  { keepCase = false }: KeyStatsOptions = {},
): KeyStats {
  const name = keepCase ? casedName : keyName;
  const slots = new CharSlots();
  const keys: KeyStat[] = [];
  // bigrams[a][b]: the character in slot a, then the one in slot b.
  const bigrams: KeyStat[][] = [];
  const { t, edit, position, correct, single } = strokes;
  for (let i = 0; i < strokes.count; i++) {
    const p = position[i]!;
    if (p >= passage.length) continue;
    // The first keystroke has none before it: single[-1] is undefined.
    const timed =
      single[i - 1] === 1 &&
      single[i] === 1 &&
      edit[i - 1] === edit[i]! - 1 &&
      position[i - 1] === p - 1 &&
      t[i]! >= t[i - 1]!;
    const ms = timed ? t[i]! - t[i - 1]! : null;
    const error = correct[i] === 0;
    const slot = slots.of(passage.charCodeAt(p));
    count(keys, slot, error, ms);
    if (p > 0) count((bigrams[slots.of(passage.charCodeAt(p - 1))] ??= []), slot, error, ms);
  }
  const keyNames = new StatsByName();
  const bigramNames = new StatsByName();
  keys.forEach((stat, slot) => keyNames.add(name(char(slots.codes[slot]!)), stat));
  bigrams.forEach((row, first) =>
    row.forEach((stat, second) => {
      const pair = char(slots.codes[first]!) + char(slots.codes[second]!);
      bigramNames.add(keepCase ? pair : pair.toLowerCase(), stat);
    }),
  );
  return { keys: keyNames.record(), bigrams: bigramNames.record() };
}

function mergeRecords(
  a: Record<string, KeyStat>,
  b: Record<string, KeyStat>,
): Record<string, KeyStat> {
  const merged = new StatsByName();
  for (const [name, stat] of Object.entries(a)) merged.add(name, [...stat]);
  for (const [name, stat] of Object.entries(b)) merged.add(name, [...stat]);
  return merged.record();
}

/** Two sets of figures as one, as a typist's aggregate takes in a new result. */
export function mergeKeyStats(a: KeyStats, b: KeyStats): KeyStats {
  return { keys: mergeRecords(a.keys, b.keys), bigrams: mergeRecords(a.bigrams, b.bigrams) };
}
