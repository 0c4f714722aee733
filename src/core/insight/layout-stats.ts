import { type KeyStat } from "./key-stats.ts";
import { type Key, type KeyboardLayout, findKey } from "./keyboard-layouts.ts";

export interface LayoutStats {
  /** Each key of the layout that was hit, with its characters' figures added up ("1" and "!"). */
  byKey: Map<Key, KeyStat>;
  /** Key names the layout has no key for ("enter", "é" on QWERTY), in the order given. */
  offLayout: string[];
}

/** A result's per-character key figures laid on a keyboard, as its heatmap draws them. */
export function statsOnLayout(
  layout: KeyboardLayout,
  keys: Readonly<Record<string, KeyStat>>,
): LayoutStats {
  const byKey = new Map<Key, KeyStat>();
  const offLayout: string[] = [];
  for (const [name, stat] of Object.entries(keys)) {
    const key = findKey(layout, name);
    if (!key) {
      offLayout.push(name);
      continue;
    }
    const sum = byKey.get(key) ?? [0, 0, 0, 0];
    byKey.set(key, [sum[0] + stat[0], sum[1] + stat[1], sum[2] + stat[2], sum[3] + stat[3]]);
  }
  return { byKey, offLayout };
}
