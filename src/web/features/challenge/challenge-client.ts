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
import { type ChallengeFrames, unpackFrames } from "../../../core/typing/challenge-frames.ts";
import { api, ApiRequestError } from "../../lib/api-client.ts";

export type { ChallengeOutcome, IssuedChallenge };

/** A new speed challenge for the typist's held result. */
export function startChallenge(resultId: number): Promise<IssuedChallenge> {
  return api(issueChallenge, { body: { resultId } });
}

/** The challenge's frames: packed bytes, not JSON. The first load starts its clock. */
export async function loadFrames(framesUrl: string): Promise<ChallengeFrames> {
  let response: Response;
  try {
    response = await fetch(framesUrl, { credentials: "same-origin" });
  } catch (error) {
    throw new ApiRequestError(0, null, error);
  }
  if (!response.ok) {
    throw new ApiRequestError(response.status, await response.json().catch(() => null));
  }
  return unpackFrames(new Uint8Array(await response.arrayBuffer()));
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
