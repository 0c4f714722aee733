import { NavLink, useLocation, useNavigate } from "react-router";
import { openAuthModal } from "../../lib/auth-modal.ts";
import { setSessionUser, useSession } from "../../lib/session.ts";
import { signOutRequest } from "./sign-out.ts";
import { PATHS } from "../../../core/site/paths.ts";

/** Every control of the area has a border, so all four are one height and none moves a pixel. */
const buttonBase = "w-full rounded-md border px-3 py-2 text-sm font-medium transition-colors";

/** The account area's id, which the shell's "Skip to account" link leads to. */
export const ACCOUNT_NAV_ID = "account";

/**
 * Where the count of results waiting to be saved appears (features/outbox, loaded once the page
 * is idle); empty, it takes no room.
 */
export const WAITING_SAVES_SLOT = "waiting-saves";

/** A line of small print over the account's two controls, the same height signed in or out. */
const captionClass = "truncate px-1 text-xs text-gray-400";

/**
 * product 'Shell': the account area at the bottom of the side navigation. Until the session is
 * known (the server's HTML and hydration included) it shows Sign In and Create Account, as most
 * visitors are signed out; a caption line over two controls keeps it one height in both
 * states, so swapping in the signed-in menu moves nothing.
 */
export function AccountNav() {
  const { user, status } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  async function signOut() {
    try {
      await signOutRequest();
    } catch (error) {
      console.error("Sign out failed:", error);
    }
    setSessionUser(null);
    if (pathname === PATHS.profile) void navigate(PATHS.home);
  }

  return (
    <div
      id={ACCOUNT_NAV_ID}
      // Takes the focus from the skip link, so the next Tab reaches Sign In or Profile.
      tabIndex={-1}
      className="shrink-0 border-t border-gray-800 px-5 py-4"
      aria-busy={status === "loading"}
      data-testid="account-nav"
    >
      <div id={WAITING_SAVES_SLOT} />
      {/* Keyed, so the menu is drawn anew rather than the buttons' text rewritten in place,
          which the browser counts as text moving. */}
      {user ? (
        <div key="account" className="space-y-2">
          <p className={captionClass}>
            Signed in as <span className="font-medium text-gray-200">{user.username}</span>
          </p>
          <NavLink
            to={PATHS.profile}
            end
            className={({ isActive }) =>
              `block rounded-md border border-transparent px-3 py-2 text-sm transition-colors ${
                isActive
                  ? "bg-amber-400/15 font-medium text-amber-300"
                  : "text-gray-200 hover:bg-gray-800 hover:text-white"
              }`
            }
          >
            Profile
          </NavLink>
          <button
            type="button"
            onClick={() => void signOut()}
            className={`${buttonBase} border-gray-700 text-gray-200 hover:bg-gray-800 hover:text-white`}
          >
            Sign Out
          </button>
        </div>
      ) : (
        <div key="guest" className="space-y-2">
          <p className={captionClass}>Not signed in</p>
          <button
            type="button"
            onClick={() => openAuthModal("signin")}
            className={`${buttonBase} border-gray-600 text-gray-100 hover:bg-gray-800`}
          >
            Sign In
          </button>
          <button
            type="button"
            onClick={() => openAuthModal("signup")}
            className={`${buttonBase} border-amber-400 bg-amber-400 text-gray-950 hover:border-amber-300 hover:bg-amber-300`}
          >
            Create Account
          </button>
        </div>
      )}
    </div>
  );
}
