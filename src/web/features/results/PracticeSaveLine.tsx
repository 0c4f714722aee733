import { useEffect, useState } from "react";
import type { SavePracticeRequest } from "../../../core/api/practice.ts";
import { ApiRequestError } from "../../lib/api-client.ts";
import { openAuthModal } from "../../lib/auth-modal.ts";
import { useSession } from "../../lib/session.ts";
import { savePractice } from "../../typing/practice-client.ts";

type Outcome = { kind: "saved" } | { kind: "failed"; reason: string | undefined };

function describe(outcome: Outcome | null): string {
  if (!outcome) return "Saving your practice run…";
  if (outcome.kind === "saved") return "Practice run saved to your profile's history";
  const why = outcome.reason ? `: ${outcome.reason}` : ".";
  return `Your practice run could not be saved${why} It is still shown here.`;
}

/**
 * Saves a signed-in typist's practice run once, to the history and never the leaderboard; a
 * signed-out typist is told that signing in keeps practice runs, after which this one is saved.
 */
export function PracticeSaveLine({ request }: { request: SavePracticeRequest }) {
  const { user, status } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    savePractice(request).then(
      () => current && setOutcome({ kind: "saved" }),
      (error: unknown) => {
        console.error("Error saving practice run", error);
        if (!current) return;
        const reason =
          error instanceof ApiRequestError && error.status > 0 && error.status < 500
            ? error.serverMessage
            : undefined;
        setOutcome({ kind: "failed", reason });
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
          onClick={() => openAuthModal("signin")}
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
      {describe(outcome)}
    </p>
  );
}
