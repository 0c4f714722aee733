import type { KeyStat } from "./key-stats.ts";

function addTo(stat: KeyStat, [hits, errors, timed, ms]: KeyStat): void {
  stat[0] += hits;
  stat[1] += errors;
  stat[2] += timed;
  stat[3] += ms;
}

/**
 * Code-unit order, as the default sort, whose conversions cost more than the comparing. The
 * names sorted are a map's keys, so never equal.
 */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : 1);

/**
 * Key statistics gathered under their names and given back in code-unit order of the names.
 * A name of two characters whose second is ASCII, as nearly every bigram's, is kept by number,
 * whose order is the names' own (first code × 128 + second is unique and ordered for any first): sorting and hashing a result's hundreds of bigram names as strings cost
 * more than counting all its keystrokes.
 */
export class StatsByName {
  /** By first code × 128 + second code. */
  private readonly pairs = new Map<number, { name: string; stat: KeyStat }>();
  private readonly pairKeys: number[] = [];
  private readonly others = new Map<string, KeyStat>();

  /** Adds a stat under its name, joining it to one already there ("T" and "t" as "t"). */
  add(name: string, stat: KeyStat): void {
    const second = name.charCodeAt(1);
    if (name.length === 2 && second < 128) {
      const key = name.charCodeAt(0) * 128 + second;
      const entry = this.pairs.get(key);
      if (entry) addTo(entry.stat, stat);
      else {
        this.pairs.set(key, { name, stat });
        this.pairKeys.push(key);
      }
      return;
    }
    const existing = this.others.get(name);
    if (existing) addTo(existing, stat);
    else this.others.set(name, stat);
  }

  /** Every name's stat, the names in code-unit order so that equal stats serialise alike. */
  record(): Record<string, KeyStat> {
    // A typed array sorts by number natively, without a comparator to call.
    const pairs = Array.from(new Int32Array(this.pairKeys).sort(), (key) => this.pairs.get(key)!);
    const others = [...this.others.keys()].sort(byCodeUnits);
    const out: Record<string, KeyStat> = {};
    let o = 0;
    for (const { name, stat } of pairs) {
      // Past the end others[o] is undefined, which compares less than no name.
      for (; others[o]! < name; o++) out[others[o]!] = this.others.get(others[o]!)!;
      out[name] = stat;
    }
    for (; o < others.length; o++) out[others[o]!] = this.others.get(others[o]!)!;
    return out;
  }
}
