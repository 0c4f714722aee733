import type { SaveResultRequest, SaveResultResponse } from "../../core/api/results.ts";
import { upgradeTimeline } from "../../core/typing/recorded-timeline.ts";
import type { ChallengeRule } from "../../core/typing/speed-challenge.ts";
import { canRankText } from "../../core/texts/text-rules.ts";
import { holdsForChallenge } from "../challenges/hold.ts";
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { findTestResult, storeResult, type Transaction } from "./repository.ts";
import { openOfflineAttempt } from "./offline-attempt.ts";
import { holdsTimeline } from "./timeline-archive.ts";
import { openAttempt, SpentToken, type VerifiedResult, verifyResult } from "./verify.ts";

export interface SaveTestOptions {
  /** The key test tokens are signed with (src/server/typing-tests/token.ts). */
  ticketKey: Buffer;
  /** Milliseconds since the epoch, on the server's clock. */
  now: number;
  userId: string;
  /** Which results wait for the speed challenge (holdsForChallenge); its threshold is keyFlags'. */
  challenge: ChallengeRule;
}

export interface SavedTest {
  /** False when the run was saved by an earlier request, whose answer this repeats. */
  created: boolean;
  result: SaveResultResponse;
}

/**
 * The stored result of the test whose token `testId` names, when it was saved from this very
 * run by this typist: the same text, keystrokes and time. Its first answer was lost (a dropped
 * connection, an instance that died after committing), and the retry gets it again. Anything
 * else on a spent token stays refused.
 */
async function savedRun(
  tx: Transaction,
  testId: string,
  userId: string,
  body: SaveResultRequest,
): Promise<SaveResultResponse | null> {
  const saved = await findTestResult(tx, testId);
  if (!saved) return null;
  const { row, timeline, answer } = saved;
  const same =
    row.userId === userId &&
    row.mode === body.mode &&
    row.difficulty === body.difficulty &&
    row.duration === body.duration &&
    row.elapsedMs === (body.elapsedMs ?? body.duration * 1000) &&
    row.rawText === body.rawText &&
    row.typedText === body.typedText &&
    row.stopOnError === (body.stopOnError ?? "off") &&
    timeline !== null &&
    holdsTimeline(timeline, upgradeTimeline(body.timeline));
  return same ? answer : null;
}

/**
 * Saves a finished test (docs/trusted-results.md): spends its token, verifies it, holds it for
 * the speed challenge if need be, and stores it, all in one transaction, so an instance that
 * dies on the way leaves the token unspent and the typist's retry is saved. A refusal commits
 * the spent token alone: the attempt used it up. A retry of a run already saved is answered
 * with its result rather than refused; the retry of a save still running waits for it at the
 * token (spendToken). A test started offline has no token: its browser's id for it is spent in
 * its place (openOfflineAttempt), so it too is saved once.
 */
export async function saveTestResult(
  db: Database,
  body: SaveResultRequest,
  { ticketKey, now, userId, challenge }: SaveTestOptions,
): Promise<SavedTest> {
  const attempt = body.offline
    ? openOfflineAttempt(body, body.offline, userId)
    : await openAttempt(db, ticketKey, body, userId);
  const outcome = await db.transaction(async (tx): Promise<SavedTest | { refusal: HttpError }> => {
    let verified: VerifiedResult;
    try {
      verified = await verifyResult(tx, attempt, body, {
        now,
        userId,
        thresholdWpm: challenge.thresholdWpm,
      });
    } catch (error) {
      if (error instanceof SpentToken) {
        const result = await savedRun(tx, error.testId, userId, body);
        if (result) return { created: false, result };
      }
      if (error instanceof HttpError) return { refusal: error };
      throw error;
    }
    const held = await holdsForChallenge(
      tx,
      {
        userId,
        wpm: verified.score.wpm,
        board: canRankText(verified.mode, verified.text)
          ? { duration: body.duration, difficulty: body.difficulty }
          : null,
        flagged: verified.flags.length > 0,
      },
      challenge,
      now,
    );
    const result = await storeResult(db, tx, {
      userId,
      mode: verified.mode,
      text: verified.text,
      difficulty: body.difficulty,
      duration: body.duration,
      rawText: body.rawText,
      typedText: body.typedText,
      score: verified.score,
      testId: verified.testId,
      testEndedAt: verified.testEndedAt,
      flags: verified.flags,
      timeline: verified.timeline,
      elapsedMs: verified.elapsedMs,
      held,
      stopOnError: body.stopOnError ?? "off",
    });
    // The token was spent in this transaction, and every stored test's token is spent.
    if (!result) throw new SpentToken(verified.testId);
    return { created: true, result };
  });
  if ("refusal" in outcome) throw outcome.refusal;
  return outcome;
}
