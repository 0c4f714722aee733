import type {
  ChallengeOutcome,
  IssuedChallenge,
  ReviewRequested,
} from "../../../core/api/challenges.ts";
import {
  issueChallenge,
  requestChallengeReview,
  submitChallengeAnswer,
} from "../../../core/api/endpoints/challenges.ts";
import type { RecordedTimeline } from "../../../core/typing/recorded-timeline.ts";
import { api } from "../../lib/api-client.ts";

export type { ChallengeOutcome, IssuedChallenge };

/** A new speed challenge for the typist's held result. */
export function startChallenge(resultId: number): Promise<IssuedChallenge> {
  return api(issueChallenge, { body: { resultId } });
}

/** Sends the copy and its keystrokes; the server replays them within its own clock. */
export function answerChallenge(
  id: string,
  typedText: string,
  timeline: RecordedTimeline,
): Promise<ChallengeOutcome> {
  return api(submitChallengeAnswer, { params: { id }, body: { typedText, timeline } });
}

/** Asks a moderator to review the held result instead. */
export function requestReview(resultId: number): Promise<ReviewRequested> {
  return api(requestChallengeReview, { params: { id: resultId } });
}
