import { WEAK_KEY_WORDS, weakKeyText } from "../../../core/practice/weak-key-text.ts";
import { browserKeyStats } from "../../typing/key-stats-store.ts";
import type { StatsSource, WeakKeyText } from "./weak-key-client.ts";

/**
 * A weak-key text made in the browser from its own figures, when the server that makes them
 * cannot be reached: this file carries the word list, fetched only then.
 */
export function localWeakKeyText(from: Exclude<StatsSource, "profile">): WeakKeyText {
  return { ...weakKeyText(browserKeyStats(), WEAK_KEY_WORDS, Math.random), from };
}
