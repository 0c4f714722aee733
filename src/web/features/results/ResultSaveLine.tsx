import { useEffect, useRef, useState } from "react";
import type { SaveResultRequest, SaveResultResponse } from "../../../core/api/results.ts";
import { personalBestMessage } from "../../../core/insight/personal-best-message.ts";
import { DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { modeLabel } from "../../../core/typing/mode-label.ts";
import { FLAG_REASONS } from "../../../core/typing/result-verification.ts";
import { canAppeal } from "../../../core/moderation/appeal.ts";
import { openAuthModal } from "../../lib/auth-modal.ts";
import { keepForProfile } from "../../lib/kept-result.ts";
import { useSession } from "../../lib/session.ts";
import { HeldForChallenge } from "../challenge/index.ts";
import { FlagReview } from "./FlagReview.tsx";
import { refusalReason, saveResult } from "./save-result.ts";
import { Alert } from "../../ui/Alert.tsx";
import { ResendVerification } from "../../ui/ResendVerification.tsx";

type Outcome =
  { kind: "saved"; result: SaveResultResponse } | { kind: "failed"; reason: string | undefined };

function describe(outcome: Outcome | null): string {
  if (!outcome) return "Saving your result…";
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
 * Saves a signed-in typist's result once, and says so only after the server confirmed it,
 * telling `onSaved` too; a signed-out typist gets the way to sign in, after which the result is
 * saved too, and the profile the sign-in opens says how that went.
 */
export function ResultSaveLine({
  request,
  onSaved,
}: {
  request: SaveResultRequest | null;
  onSaved: (result: SaveResultResponse) => void;
}) {
  const { user, status } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const signedIn = user !== null;
  // Whether the typist pressed 'Sign in to save your result', rather than signed in elsewhere.
  const signingInToSave = useRef(false);

  useEffect(() => {
    if (!signedIn || !request) return;
    let current = true;
    const saving = saveResult(request);
    if (signingInToSave.current) {
      keepForProfile(
        saving.then(
          (result) => ({ saved: true, result }),
          (error: unknown) => ({ saved: false, reason: refusalReason(error) }),
        ),
      );
    }
    saving.then(
      (result) => {
        if (!current) return;
        setOutcome({ kind: "saved", result });
        onSaved(result);
      },
      // The same run sent again is answered with its saved result; a refusal says why.
      // saveResult has logged the failure; the result stays on screen either way.
      (error: unknown) => current && setOutcome({ kind: "failed", reason: refusalReason(error) }),
    );
    return () => {
      current = false;
    };
  }, [signedIn, request, onSaved]);

  if (!request) {
    return (
      <Alert kind="info" data-testid="save-status">
        This result cannot be saved: the test started while TypeTempo's server could not be reached.
      </Alert>
    );
  }
  if (status === "loading") return null;
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
              : outcome?.result?.verification === "flagged"
                ? "text-amber-200"
                : "text-emerald-300"
          }
        >
          {describe(outcome)}
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
