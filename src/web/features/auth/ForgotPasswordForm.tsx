import { type FormEvent, useState } from "react";
import { RESET_REQUESTED_MESSAGE } from "../../../core/account/password-reset.ts";
import { messageOf } from "../../lib/api-client.ts";
import { Alert } from "../../ui/Alert.tsx";
import { linkButtonClass, submitClass } from "./field-styles.ts";
import { requestPasswordReset } from "./password-client.ts";
import { TextField } from "../../ui/TextField.tsx";

/**
 * 'Forgot password?' in the sign-in dialog: one address in, the same answer out whether or not
 * an account uses it, so the form tells no one who has an account.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (requestError) {
      setError(messageOf(requestError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {error && (
        <Alert as="div" kind="error" boxed className="mt-4 text-sm">
          {error}
        </Alert>
      )}
      {sent ? (
        <Alert kind="success" className="mt-4 text-sm" data-testid="reset-requested">
          {RESET_REQUESTED_MESSAGE}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} className="mt-5 space-y-4">
          <p className="text-sm text-gray-300">
            Enter the e-mail address of your account, and we&apos;ll send you a link to choose a new
            password.
          </p>
          <label className="block text-sm font-medium text-gray-200">
            Email
            <TextField
              type="email"
              name="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value.trim())}
              className="mt-1"
            />
          </label>
          <button type="submit" aria-disabled={busy} className={submitClass}>
            {busy ? "Please wait..." : "Send reset link"}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <button type="button" onClick={onBack} className={linkButtonClass}>
          Back to sign in
        </button>
      </p>
    </>
  );
}
