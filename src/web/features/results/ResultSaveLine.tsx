import { useEffect, useState } from "react";
import type { SaveResultRequest } from "../../../core/api/results.ts";
import { openAuthModal, useSession } from "../auth/session.ts";
import { saveResult } from "./save-result.ts";

/**
 * Saves a signed-in typist's result once, and says so only after the server confirmed it;
 * a signed-out typist gets the way to sign in, after which the result is saved too.
 */
export function ResultSaveLine({ request }: { request: SaveResultRequest }) {
  const { user, status } = useSession();
  const [outcome, setOutcome] = useState<"saved" | "failed" | null>(null);
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    saveResult(request).then(
      () => current && setOutcome("saved"),
      // saveResult has logged the failure; the result stays on screen either way.
      () => current && setOutcome("failed"),
    );
    return () => {
      current = false;
    };
  }, [signedIn, request]);

  if (status === "loading") return null;
  if (!signedIn) {
    return (
      <button
        type="button"
        onClick={() => openAuthModal("signin")}
        className="rounded-lg border border-gray-600 px-4 py-2.5 font-semibold text-gray-100 hover:border-amber-400"
      >
        Sign in to save your result
      </button>
    );
  }
  return (
    <p
      role="status"
      data-testid="save-status"
      className={outcome === "failed" ? "text-red-300" : "text-emerald-300"}
    >
      {outcome === "saved"
        ? "Result saved to your profile"
        : outcome === "failed"
          ? "Your result could not be saved. It is still shown here."
          : "Saving your result…"}
    </p>
  );
}
