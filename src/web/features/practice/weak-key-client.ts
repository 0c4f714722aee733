import { postWeakKeyText } from "../../../core/api/endpoints/results.ts";
import type { PracticeText } from "../../../core/practice/weak-key-text.ts";
import { api } from "../../lib/api-client.ts";
import { storedKeyStatsJson } from "../../typing/stored-key-stats-json.ts";
import { lastPracticeSaved } from "../../typing/practice-client.ts";

/** Whose figures a weak-key text was made from. */
export type StatsSource = "profile" | "browser" | "browser-fallback";

export type WeakKeyText = PracticeText & { from: StatsSource };

/**
 * A weak-key text made afresh from the typist's latest key figures, and whose they were: by the
 * server, from a signed-in typist's every saved result once the last practice run's save is
 * answered, or from the figures this browser sends. When the server cannot be reached, it is made
 * here from the browser's figures, with the word list fetched then.
 */
export async function nextWeakKeyText(signedIn: boolean): Promise<WeakKeyText> {
  if (signedIn) await lastPracticeSaved();
  try {
    return await api(postWeakKeyText, { body: { stored: signedIn ? null : storedKeyStatsJson() } });
  } catch {
    const { localWeakKeyText } = await import("./next-weak-key-text.ts");
    return localWeakKeyText(signedIn ? "browser-fallback" : "browser");
  }
}
