import type {
  ChallengeOutcome,
  IssuedChallenge,
  ReviewRequested,
} from "../../../core/api/challenges.ts";
import {
  getChallengeFrames,
  issueChallenge,
  requestChallengeReview,
  submitChallengeAnswer,
} from "../../../core/api/endpoints/challenges.ts";
import type { RecordedTimeline } from "../../../core/typing/recorded-timeline.ts";
import { type ChallengeFrames, unpackFrames } from "../../../core/typing/challenge-frames.ts";
import { api } from "../../lib/api-client.ts";

export type { ChallengeOutcome, IssuedChallenge };

/** A new speed challenge for the typist's held result. */
export function startChallenge(resultId: number): Promise<IssuedChallenge> {
  return api(issueChallenge, { body: { resultId } });
}

/** The challenge's frames: packed bytes, not JSON. The first load starts its clock. */
export async function loadFrames(id: string): Promise<ChallengeFrames> {
  return unpackFrames(new Uint8Array(await api(getChallengeFrames, { params: { id } })));
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
