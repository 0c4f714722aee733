import { useLocation } from "react-router";
import { otherAccountLinkMessage } from "../../../core/account/link-landing.ts";
import { Alert } from "../../ui/Alert.tsx";

/** On the profile reached from another account's verification or change-of-address link. */
export function OtherAccountLinkNotice({ username }: { username: string }) {
  const message = otherAccountLinkMessage(useLocation().search, username);
  if (!message) return null;
  return (
    <Alert kind="info" className="text-sm" data-testid="other-account-link">
      {message}
    </Alert>
  );
}
