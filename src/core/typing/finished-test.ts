import type { SaveResultRequest } from "../api/results.ts";

/** A test started offline as its save names it: an id of its own and its built-in passages. */
export type OfflineTest = NonNullable<SaveResultRequest["offline"]>;

/**
 * A finished test as its page has it: what its save sends, with the token the server issued
 * it, or null for a test started while the server could not be reached. Such a test's save
 * names its built-in passages instead (saveRequestOf), which only the results panel, loaded on
 * demand, looks up.
 */
export type FinishedTest = Omit<SaveResultRequest, "token" | "offline"> & { token: string | null };

/**
 * What a finished test sends to be saved: with its token, or, started offline, with the test
 * its built-in passages were served for; null when that is not known, and it cannot be saved.
 */
export function saveRequestOf(
  test: FinishedTest,
  offline: OfflineTest | null,
): SaveResultRequest | null {
  const { token, ...fields } = test;
  if (token !== null) return { ...fields, token };
  return offline && { ...fields, offline };
}
