import { useLocation } from "react-router";
import { emailChangeOutcome } from "../../../core/account/email-change.ts";
import { Alert } from "../../ui/Alert.tsx";

/** On the profile reached from the link that confirms a new address: whether it worked. */
export function EmailChangeNotice({ email }: { email: string }) {
  const outcome = emailChangeOutcome(useLocation().search);
  if (outcome === "changed") {
    return (
      <Alert kind="success" className="text-sm" data-testid="email-changed">
        Your e-mail address is now {email}.
      </Alert>
    );
  }
  if (outcome === "failed") {
    return (
      <Alert as="div" kind="error" boxed className="text-sm" data-testid="email-change-failed">
        That link to change your e-mail address has expired, was used already or is not valid. Your
        address is still {email}; you can ask for a new link under Change e-mail address.
      </Alert>
    );
  }
  return null;
}
