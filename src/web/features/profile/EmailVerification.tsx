import { useState } from "react";
import { useLocation } from "react-router";
import { verificationFailed } from "../../../core/account/email-verification.ts";
import { messageOf } from "../../lib/api-client.ts";
import { Alert } from "../../ui/Alert.tsx";
import { resendVerification } from "./profile-api.ts";

/**
 * Under the address on the profile: 'Verified', or a request to verify it with a button that
 * sends the link again. A link that did not work lands here and says so.
 */
export function EmailVerification({ email, verified }: { email: string; verified: boolean }) {
  const failed = verificationFailed(useLocation().search);
  const [state, setState] = useState<"idle" | "busy" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);

  if (verified) {
    return (
      <p className="text-sm text-emerald-300" data-testid="email-verified">
        E-mail address verified
      </p>
    );
  }

  async function resend() {
    if (state === "busy") return;
    setError(null);
    setState("busy");
    try {
      await resendVerification(email);
      setState("sent");
    } catch (resendError) {
      setError(messageOf(resendError));
      setState("idle");
    }
  }

  return (
    <div className="space-y-2 text-sm" data-testid="email-unverified">
      {failed && (
        <Alert as="div" kind="error" boxed>
          That verification link has expired or is not valid. Send a new one below.
        </Alert>
      )}
      <p className="text-gray-300">
        Verify your e-mail address: open the link we sent to it.{" "}
        {state === "sent" ? (
          <span role="status" className="text-emerald-300">
            Sent. Check your inbox.
          </span>
        ) : (
          <button
            type="button"
            aria-disabled={state === "busy"}
            onClick={resend}
            className="text-amber-300 underline underline-offset-2 hover:text-amber-200 aria-disabled:cursor-wait"
          >
            {state === "busy" ? "Please wait..." : "Send the link again"}
          </button>
        )}
      </p>
      {error && <Alert kind="error">{error}</Alert>}
    </div>
  );
}
