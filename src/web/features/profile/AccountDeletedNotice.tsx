import { useLocation } from "react-router";

/** Navigation state the profile sends home with once the account is deleted. */
export interface AccountDeletedState {
  accountDeleted: true;
}

/** On the home page after deleting the account: says it is done (issue 33). */
export function AccountDeletedNotice() {
  const { state } = useLocation();
  if (!(state as Partial<AccountDeletedState> | null)?.accountDeleted) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-amber-400/40 bg-gray-900 p-4 text-center text-gray-100"
    >
      Your account has been deleted, with every result and sign-in method it had.
    </p>
  );
}
