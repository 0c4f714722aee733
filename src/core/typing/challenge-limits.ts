/**
 * How long a speed challenge lives and how often one is issued (docs/trusted-results.md).
 * Short lives and a low rate keep a typist from collecting images to study at leisure.
 */

/** The image must be opened this soon after the challenge is issued… */
export const CHALLENGE_START_WINDOW_MS = 5 * 60 * 1000;
/** …and the answer arrive within the time limit plus this, for the network's round trip. */
export const CHALLENGE_ANSWER_MARGIN_MS = 5000;
/**
 * Challenges one typist may be issued… (few: a solver that guesses right now and then must
 * wait days for its chances, while a person who missed one can ask for a review)
 */
export const CHALLENGE_ISSUE_LIMIT = 3;
/** …in this period. */
export const CHALLENGE_ISSUE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a challenge issued at `issuedAt`, whose image was first served at `startedAt` (null
 * if never), is over at `now`: its clock ran past the time limit and margin, or it was never
 * opened within the start window.
 */
export function challengeExpired(
  challenge: { issuedAt: number; startedAt: number | null; timeLimitMs: number },
  now: number,
): boolean {
  if (challenge.startedAt === null) return now > challenge.issuedAt + CHALLENGE_START_WINDOW_MS;
  return now > challenge.startedAt + challenge.timeLimitMs + CHALLENGE_ANSWER_MARGIN_MS;
}
