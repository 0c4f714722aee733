import { useLocation } from "react-router";
import { signedOutLinkNotice } from "../../../core/account/link-landing.ts";
import type { SignInPromptState } from "./ProfilePage.tsx";
import { openAuthModal } from "../../lib/auth-modal.ts";
import { ReturnHome } from "./ReturnHome.tsx";

/** product 'Profile', without a session: shown on the home page after the redirect. */
export function SignInPrompt() {
  const { state } = useLocation();
  const prompt = state as Partial<SignInPromptState> | null;
  if (!prompt?.signInToViewProfile) return null;
  // What the mailed link that led to the profile did, if one did, is said first.
  const notice = typeof prompt.search === "string" ? signedOutLinkNotice(prompt.search) : null;
  return (
    <section
      role="alert"
      className="rounded-xl border border-amber-400/40 bg-gray-900 p-6 text-center"
    >
      {notice && (
        <p className="text-gray-300" data-testid="link-notice">
          {notice}
        </p>
      )}
      <p className="text-lg text-gray-100">Please sign in to view your profile.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ReturnHome />
        <button
          type="button"
          onClick={() => openAuthModal("signin")}
          className="mt-4 rounded-md border border-gray-600 px-4 py-2 font-medium text-gray-100 hover:bg-gray-800"
        >
          Sign In
        </button>
      </div>
    </section>
  );
}
