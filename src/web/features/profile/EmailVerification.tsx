import { useLocation } from "react-router";
import { verificationFailed } from "../../../core/account/email-verification.ts";
import { Alert } from "../../ui/Alert.tsx";
import { ResendVerification } from "../../ui/ResendVerification.tsx";

/**
 * Under the address on the profile: 'Verified', or a request to verify it, since results rank
 * only then, with a button that sends the link again. A link that did not work lands here and
 * says so.
 */
export function EmailVerification({ email, verified }: { email: string; verified: boolean }) {
  const failed = verificationFailed(useLocation().search);

  if (verified) {
    return (
      <p className="text-sm text-emerald-300" data-testid="email-verified">
        E-mail address verified
      </p>
    );
  }

  return (
    <div className="space-y-2 text-sm" data-testid="email-unverified">
      {failed && (
        <Alert as="div" kind="error" boxed>
          That verification link has expired or is not valid. Send a new one below.
        </Alert>
      )}
      <div className="text-gray-300">
        Verify your e-mail address to rank on the leaderboard: open the link we sent to it. Your
        results so far will rank too. <ResendVerification email={email} />
      </div>
    </div>
  );
}
