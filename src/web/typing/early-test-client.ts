import {
  EARLY_TEST_DATA_ID,
  type EarlyInput,
  type EarlyKey,
  type EarlyTest,
  earlyTestFits,
} from "../../core/typing/early-test.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { servedIds } from "./passage-client.ts";

/** What the page's inline script recorded from the early box (earlyInputScript). */
interface EarlyRecord {
  inputs: EarlyInput[];
  keys: EarlyKey[];
}

declare global {
  interface Window {
    __ttEarly?: EarlyRecord;
  }
}

/** The page's early test, read once; null once a run has taken it, or when there is none. */
let early: EarlyTest | null | undefined;

function pageTest(): EarlyTest | null {
  if (early === undefined) {
    const data = document.getElementById(EARLY_TEST_DATA_ID)?.textContent;
    try {
      early = data ? (JSON.parse(data) as EarlyTest) : null;
    } catch {
      early = null;
    }
  }
  return early;
}

/**
 * The test the page was sent with, when the first run of the page may start on it
 * (earlyTestFits); asking changes nothing, so a render may ask.
 */
export function earlyTestFor(run: {
  mode: string;
  difficulty: Difficulty;
  textKey: string;
}): EarlyTest | null {
  const test = pageTest();
  if (!test) return null;
  const typed = (window.__ttEarly?.inputs.length ?? 0) > 0;
  const fits = earlyTestFits(test, {
    ...run,
    now: Date.now(),
    typed,
    served: servedIds(run.difficulty),
  });
  return fits ? test : null;
}

/**
 * Takes the early test for a run, with what was typed into its box so far: no other run gets
 * it, and the box's later inputs are the run's own box's.
 */
export function takeEarlyTest(): EarlyRecord {
  early = null;
  const record = window.__ttEarly ?? { inputs: [], keys: [] };
  window.__ttEarly = { inputs: [], keys: [] };
  return record;
}
