import type {
  ChallengeOutcome,
  IssuedChallenge,
  ReviewRequested,
} from "../../../core/api/challenges.ts";
import { postJson } from "../../lib/api-client.ts";

export type { ChallengeOutcome, IssuedChallenge };

/** A new speed challenge for the typist's held result. */
export function startChallenge(resultId: number): Promise<IssuedChallenge> {
  return postJson<IssuedChallenge>("/api/challenges", { resultId });
}

/** Sends the copy; the server times it from the image's first load. */
export function answerChallenge(id: string, typedText: string): Promise<ChallengeOutcome> {
  return postJson<ChallengeOutcome>(`/api/challenges/${encodeURIComponent(id)}`, { typedText });
}

/** Asks a moderator to review the held result instead. */
export function requestReview(resultId: number): Promise<ReviewRequested> {
  return postJson<ReviewRequested>(`/api/results/${resultId}/review`);
}
