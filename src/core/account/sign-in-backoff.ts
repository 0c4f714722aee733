/**
 * How long an account's sign-ins wait after failures (docs/trusted-results.md, "Limits"):
 * the first `freeFailures` failures cost nothing, then each attempt waits `firstDelayMs`,
 * doubled at every further failure, up to `maxDelayMs`. A success forgets them. A stranger
 * can slow an account down, never close it: the owner can always try once the wait is over.
 */
export interface SignInBackoff {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const SIGN_IN_BACKOFF: SignInBackoff = {
  freeFailures: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60 * 1_000,
};

/** Failures are forgotten this long after the last one, whatever their number. */
export const SIGN_IN_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1_000;

/** The wait after the latest of `failures` failures before the next attempt. */
export function signInDelayMs(failures: number, rule: SignInBackoff = SIGN_IN_BACKOFF): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = Math.min(failures - rule.freeFailures, 40);
  return Math.min(rule.firstDelayMs * 2 ** doublings, rule.maxDelayMs);
}

export interface SignInFailures {
  failures: number;
  /** Milliseconds since the epoch. */
  lastFailureAt: number;
}

/** How long, from `now`, an account must still wait before its next attempt (0: go ahead). */
export function signInWaitMs(
  state: SignInFailures | null,
  now: number,
  rule: SignInBackoff = SIGN_IN_BACKOFF,
): number {
  if (!state || now - state.lastFailureAt >= SIGN_IN_FAILURE_MEMORY_MS) return 0;
  return Math.max(0, state.lastFailureAt + signInDelayMs(state.failures, rule) - now);
}
