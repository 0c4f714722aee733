import { useEffect, useRef, useState } from "react";
import type { SavePracticeRequest } from "../../../core/api/practice.ts";
import { ApiRequestError } from "../../lib/api-client.ts";
import { openAuthModal } from "../../lib/auth-modal.ts";
import { keepForProfile } from "../../lib/kept-result.ts";
import { useSession } from "../../lib/session.ts";
import { savePractice } from "../../typing/practice-client.ts";

type Outcome = { kind: "saved" } | { kind: "failed"; reason: string | undefined };

/** What the run is called in the line: a zen or custom text run is saved as practice is. */
const RUN_NAMES = {
  practice: "practice run",
  custom: "custom text run",
  zen: "zen run",
  repeat: "repeat",
  "custom-length": "custom length test",
  lesson: "lesson",
} as const;

function describe(outcome: Outcome | null, run: string): string {
  if (!outcome) return `Saving your ${run}…`;
  if (outcome.kind === "saved") {
    return `${run[0]!.toUpperCase()}${run.slice(1)} saved to your profile's history`;
  }
  const why = outcome.reason ? `: ${outcome.reason}` : ".";
  return `Your ${run} could not be saved${why} It is still shown here.`;
}

/** The server's explanation of a refused save, worth showing; a 5xx's says only that it broke. */
function refusalReason(error: unknown): string | undefined {
  return error instanceof ApiRequestError && error.status > 0 && error.status < 500
    ? error.serverMessage
    : undefined;
}

/**
 * Saves a signed-in typist's practice run once, to the history and never the leaderboard; a
 * signed-out typist is told that signing in keeps practice runs, after which this one is saved,
 * and the profile the sign-in opens says how that went.
 */
export function PracticeSaveLine({ request }: { request: SavePracticeRequest }) {
  const { user, status } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const signedIn = user !== null;
  // Whether the typist pressed 'Sign in to save practice', rather than signed in elsewhere.
  const signingInToSave = useRef(false);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    const saving = savePractice(request);
    if (signingInToSave.current) {
      keepForProfile(
        saving.then(
          (result) => ({ saved: true, result }),
          (error: unknown) => ({ saved: false, reason: refusalReason(error) }),
        ),
      );
    }
    saving.then(
      () => current && setOutcome({ kind: "saved" }),
      (error: unknown) => {
        console.error("Error saving practice run", error);
        if (current) setOutcome({ kind: "failed", reason: refusalReason(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn, request]);

  if (status === "loading") return null;
  if (!signedIn) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p data-testid="save-status" className="text-sm text-gray-300">
          Practice runs are saved to your profile when you sign in.
        </p>
        <button
          type="button"
          onClick={() => {
            signingInToSave.current = true;
            openAuthModal("signin");
          }}
          className="rounded-lg border border-gray-600 px-4 py-2 font-semibold text-gray-100 hover:border-amber-400"
        >
          Sign in to save practice
        </button>
      </div>
    );
  }
  return (
    <p
      role="status"
      data-testid="save-status"
      className={outcome?.kind === "failed" ? "text-red-300" : "text-emerald-300"}
    >
      {describe(outcome, RUN_NAMES[request.kind ?? "practice"])}
    </p>
  );
}
