import { useEffect, useRef, useState } from "react";
import type { SaveResultRequest, SaveResultResponse } from "../../../core/api/results.ts";
import { personalBestMessage } from "../../../core/insight/personal-best-message.ts";
import { DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { modeLabel } from "../../../core/typing/mode-label.ts";
import { FLAG_REASONS } from "../../../core/typing/result-verification.ts";
import {
  WAITING_TO_SAVE,
  WAITING_TO_SAVE_OFFLINE,
  runKey,
} from "../../../core/typing/save-outbox.ts";
import { canAppeal } from "../../../core/moderation/appeal.ts";
import { openAuthModal } from "../../lib/auth-modal.ts";
import { keepForProfile } from "../../lib/kept-result.ts";
import { retryLater } from "../../lib/outbox-sender.ts";
import { type SaveOutcome, saveThroughOutbox, watchRun } from "../../lib/result-outbox.ts";
import { useSession } from "../../lib/session.ts";
import { HeldForChallenge } from "../challenge/index.ts";
import { FlagReview } from "./FlagReview.tsx";
import { Alert } from "../../ui/Alert.tsx";
import { ResendVerification } from "../../ui/ResendVerification.tsx";

function describe(outcome: SaveOutcome | null, offline: boolean): string {
  if (!outcome) return "Saving your result…";
  if (outcome.kind === "waiting") return offline ? WAITING_TO_SAVE_OFFLINE : WAITING_TO_SAVE;
  if (outcome.kind === "failed") {
    const why = outcome.reason ? `: ${outcome.reason}` : ".";
    return `Your result could not be saved${why} It is still shown here.`;
  }
  const flags = outcome.result.flags ?? [];
  if (flags.length === 0) return "Result saved to your profile";
  const reasons = flags.map((flag) => FLAG_REASONS[flag]).join("; ");
  return `Result saved to your profile. It is kept off the leaderboard: ${reasons}.`;
}

/**
 * Saves a signed-in typist's result through the outbox (product 'Saves that wait'), and says so
 * only after the server confirmed it, telling `onSaved` too; until the server can be reached it
 * says the result waits in this browser, and turns saved when the outbox sends it, from this tab
 * or another. A test started offline is saved the same way, unranked, and says so while it waits. A signed-out typist gets the way to sign in, after which the result is saved too,
 * and the profile the sign-in opens says how that went.
 */
export function ResultSaveLine({
  request,
  onSaved,
}: {
  request: SaveResultRequest | null;
  onSaved: (result: SaveResultResponse) => void;
}) {
  const { user, status } = useSession();
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const signedIn = user !== null;
  const userId = user?.id ?? null;
  // Whether the typist pressed 'Sign in to save your result', rather than signed in elsewhere.
  const signingInToSave = useRef(false);

  useEffect(() => {
    if (!userId || !request) return;
    let current = true;
    let settled = false;
    // The first final answer stands: the save's own, or the outbox's from this tab or another.
    const show = (next: SaveOutcome) => {
      if (!current || settled) return;
      settled = next.kind !== "waiting";
      setOutcome(next);
      if (next.kind === "saved") onSaved(next.result);
    };
    const stopWatching = watchRun(runKey(request), show);
    const saving = saveThroughOutbox(request, userId);
    if (signingInToSave.current) {
      keepForProfile(
        saving.then((saved) =>
          saved.kind === "saved"
            ? { saved: true, result: saved.result }
            : {
                saved: false,
                reason: saved.kind === "failed" ? saved.reason : undefined,
                waiting: saved.kind === "waiting",
              },
        ),
      );
    }
    // The same run sent again is answered with its saved result; a refusal says why. The
    // result stays on screen either way.
    void saving.then((saved) => {
      if (saved.kind === "waiting") retryLater();
      show(saved);
    });
    return () => {
      current = false;
      stopWatching();
    };
  }, [userId, request, onSaved]);

  const cannotSave = (
    <Alert kind="info" data-testid="save-status">
      This result cannot be saved: the test started while TypeTempo's server could not be reached.
    </Alert>
  );
  if (!request) return cannotSave;
  if (status === "loading") return null;
  // Results are saved for signed-in typists only, and a test started offline cannot be taken
  // into an account by signing in, which needs the server.
  if (!signedIn && request.offline) return cannotSave;
  if (!signedIn) {
    return (
      <button
        type="button"
        onClick={() => {
          signingInToSave.current = true;
          openAuthModal("signin");
        }}
        className="rounded-lg border border-gray-600 px-4 py-2.5 font-semibold text-gray-100 hover:border-amber-400"
      >
        Sign in to save your result
      </button>
    );
  }
  if (outcome?.kind === "saved" && outcome.result.verification === "pending") {
    return <HeldForChallenge result={outcome.result} />;
  }
  const best = outcome?.kind === "saved" ? outcome.result.personalBest : null;
  const awaitingEmail = outcome?.kind === "saved" && outcome.result.awaitingEmailVerification;
  return (
    <>
      {awaitingEmail && user ? (
        <div role="status" data-testid="save-status" className="text-amber-200">
          Result saved to your profile. Verify your e-mail address to rank: this result joins the
          leaderboard once you open the link we sent to {user.email}.{" "}
          <ResendVerification email={user.email} />
        </div>
      ) : (
        <p
          role="status"
          data-testid="save-status"
          className={
            outcome?.kind === "failed"
              ? "text-red-300"
              : outcome?.kind === "waiting" || outcome?.result.verification === "flagged"
                ? "text-amber-200"
                : "text-emerald-300"
          }
        >
          {describe(outcome, request.offline !== undefined)}
        </p>
      )}
      {outcome?.kind === "saved" && canAppeal(outcome.result) && (
        <div className="basis-full">
          <FlagReview resultId={outcome.result.id} requestedAt={null} />
        </div>
      )}
      <p
        role="status"
        data-testid="personal-best"
        className="basis-full font-semibold text-amber-300"
      >
        {best && outcome?.kind === "saved"
          ? personalBestMessage(
              `${modeLabel(request.mode)} · ${DIFFICULTY_LABELS[request.difficulty]}`,
              outcome.result.wpm,
              best,
            )
          : ""}
      </p>
    </>
  );
}
