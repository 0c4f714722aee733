import { type FormEvent, useId, useState } from "react";
import { useLocation } from "react-router";
import { PASSWORD_MIN_LENGTH } from "../../../core/account/username.ts";
import {
  RESET_LINK_INVALID_MESSAGE,
  resetTokenFrom,
} from "../../../core/account/password-reset.ts";
import { ApiRequestError, messageOf } from "../../lib/api-client.ts";
import { openAuthModal } from "../../lib/auth-modal.ts";
import { refreshSession } from "../../lib/session.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { submitClass } from "./field-styles.ts";
import { resetLinkUsable, resetPassword } from "./password-client.ts";
import { TextField } from "../../ui/TextField.tsx";

const MISSING_LINK_MESSAGE =
  "This page opens from the link in a password reset e-mail. Open that link again, or ask for a new one.";

/** What a refusal means here: a used or expired link says so, anything else as it came. */
function resetErrorMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.code === "INVALID_TOKEN"
    ? RESET_LINK_INVALID_MESSAGE
    : messageOf(error);
}

/** The page a reset mail's link opens: a new password, then sign in with it. */
export function ResetPasswordPage() {
  const token = resetTokenFrom(useLocation().hash);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refusedAsDead, setRefusedAsDead] = useState(false);
  const hintId = useId();
  // A used or expired link says so at once, not only when the new password is refused.
  // Unanswered, the form stays: submitting it says what the server makes of the link.
  const checked = useLoaded(token, (signal) => resetLinkUsable(token!, signal));
  const checkedDead = checked.value === false;
  const linkDead = !token || checkedDead || refusedAsDead;
  const error = !token
    ? MISSING_LINK_MESSAGE
    : (refusal ?? (checkedDead ? RESET_LINK_INVALID_MESSAGE : null));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token) return;
    setRefusal(null);
    setBusy(true);
    try {
      await resetPassword(token, password);
      setDone(true);
      // Every session of the account has ended, perhaps this browser's too.
      void refreshSession();
    } catch (resetError) {
      setRefusal(resetErrorMessage(resetError));
      setRefusedAsDead(
        resetError instanceof ApiRequestError && resetError.code === "INVALID_TOKEN",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="reset-heading" className="max-w-md space-y-4 p-6">
      <h2 id="reset-heading" className="text-lg font-semibold text-white">
        Choose a new password
      </h2>
      {done ? (
        <>
          <Alert kind="success" data-testid="reset-done">
            Your password has been changed, and every device that was signed in to your account has
            been signed out. Sign in with your new password.
          </Alert>
          <Button variant="primary" onClick={() => openAuthModal("signin")}>
            Sign in
          </Button>
        </>
      ) : (
        <>
          {error && (
            <Alert as="div" kind="error" boxed className="text-sm">
              {error}
            </Alert>
          )}
          {linkDead ? (
            <Button variant="primary" onClick={() => openAuthModal("forgot")}>
              Ask for a new link
            </Button>
          ) : (
            <form onSubmit={onSubmit} className="space-y-4">
              <div>
                <label className="block text-sm font-medium text-gray-200">
                  New password
                  <TextField
                    type="password"
                    name="new-password"
                    required
                    minLength={PASSWORD_MIN_LENGTH}
                    autoComplete="new-password"
                    aria-describedby={hintId}
                    value={password}
                    onChange={(event) => setPassword(event.target.value.trim())}
                    className="mt-1"
                  />
                </label>
                <span id={hintId} className="mt-1 block text-xs font-normal text-gray-400">
                  Minimum 6 characters
                </span>
              </div>
              <button type="submit" aria-disabled={busy} className={submitClass}>
                {busy ? "Please wait..." : "Set new password"}
              </button>
            </form>
          )}
        </>
      )}
    </Card>
  );
}
