import { DEFAULT_TEXT_CHOICE, textChoiceKey } from "../texts/text-choice.ts";
import type { Difficulty } from "./difficulty.ts";
import type { Passage } from "./fallback-passages.ts";

/**
 * A test issued with its page (issue 37, typing within a second on a phone): the server writes
 * its passage, a text box and its token into a typing page's HTML as it sends it, so the
 * passage shows and takes keys before the page's JavaScript has arrived. Keys typed then are
 * recorded by a small inline script and given to the test once it runs.
 */
export interface EarlyTest {
  mode: string;
  difficulty: Difficulty;
  /** Milliseconds since the epoch, as in the token. */
  issuedAt: number;
  token: string;
  passages: Passage[];
}

/** One input of the early box: its value, its event's timeStamp, trusted, from a composition. */
export type EarlyInput = [value: string, at: number, trusted: boolean, composed: boolean];
/** One key press of the early box: 0 down or 1 up, code, key, timeStamp, repeat. */
export type EarlyKey = [up: 0 | 1, code: string, key: string, at: number, repeat: boolean];

export const EARLY_TEST_DATA_ID = "tt-early-test";
export const EARLY_BOX_ID = "tt-early-box";

/**
 * An early test older than this is not taken: a page kept by a cache, whose token the server
 * would flag late. A page left open longer than this starts a new test as before.
 */
export const EARLY_TEST_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * Whether a run may start on the early test: written for its mode, difficulty and text, recent
 * enough, and, when nothing was typed into it yet, not a passage this tab was served before
 * (a new one is then asked for, as the no-repeat rule wants).
 */
export function earlyTestFits(
  test: EarlyTest,
  run: {
    mode: string;
    difficulty: Difficulty;
    textKey: string;
    now: number;
    typed: boolean;
    served: ReadonlySet<number>;
  },
): boolean {
  const age = run.now - test.issuedAt;
  return (
    test.mode === run.mode &&
    test.difficulty === run.difficulty &&
    run.textKey === textChoiceKey(DEFAULT_TEXT_CHOICE) &&
    age < EARLY_TEST_MAX_AGE_MS &&
    age > -EARLY_TEST_MAX_AGE_MS &&
    (run.typed || !test.passages.some((passage) => run.served.has(passage.id)))
  );
}
