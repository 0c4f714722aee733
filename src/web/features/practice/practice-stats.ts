import { getInsight } from "../../../core/api/endpoints/results.ts";
import type { KeyStats } from "../../../core/insight/key-stats.ts";
import { api } from "../../lib/api-client.ts";
import { browserKeyStats } from "../../typing/key-stats-store.ts";
import { lastPracticeSaved } from "../../typing/practice-client.ts";

/** Whose figures a weak-key text was made from. */
export type StatsSource = "profile" | "browser" | "browser-fallback";

export interface PracticeStats {
  stats: KeyStats;
  from: StatsSource;
}

/**
 * The figures weak-key practice works from: a signed-in typist's, every saved result's added up
 * on the server, once the last practice run's save is answered; signed out, or when the server
 * cannot be reached, those of the runs finished in this browser.
 */
export async function practiceStats(signedIn: boolean): Promise<PracticeStats> {
  if (!signedIn) return { stats: browserKeyStats(), from: "browser" };
  await lastPracticeSaved();
  try {
    return { stats: (await api(getInsight)).keyStats, from: "profile" };
  } catch {
    return { stats: browserKeyStats(), from: "browser-fallback" };
  }
}
