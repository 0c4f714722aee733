import { useState } from "react";
import { postSendVerificationEmail } from "../../core/api/endpoints/auth.ts";
import { api, messageOf } from "../lib/api-client.ts";
import { Alert } from "./Alert.tsx";

/**
 * 'Send the link again': mails the signed-in typist's verification link once more, then says
 * it went, or why it did not (a refusal, such as too many mails, comes with its reason).
 */
export function ResendVerification({ email }: { email: string }) {
  const [state, setState] = useState<"idle" | "busy" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    if (state === "busy") return;
    setError(null);
    setState("busy");
    try {
      await api(postSendVerificationEmail, { body: { email } });
      setState("sent");
    } catch (resendError) {
      setError(messageOf(resendError));
      setState("idle");
    }
  }

  return (
    <>
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
      {error && (
        <Alert kind="error" as="div" className="mt-1">
          {error}
        </Alert>
      )}
    </>
  );
}
