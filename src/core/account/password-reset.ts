/** How long a password reset link works, in seconds; it also works only once. */
export const PASSWORD_RESET_EXPIRES_SECONDS = 60 * 60;

/** The page a reset link opens. */
export const RESET_PAGE_PATH = "/reset-password";

/** What the dialog says to any address, so it never tells whether the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  "If an account uses that address, we've sent a link to reset its password.";

/** What the reset page says when its link is unknown, expired or already used. */
export const RESET_LINK_INVALID_MESSAGE =
  "This link has expired or has already been used. Ask for a new one.";

/**
 * The link in the mail. The token rides in the fragment, which browsers never send, so it stays
 * out of the server's request logs and of any Referer.
 */
export function passwordResetLink(origin: string, token: string): string {
  return `${origin}${RESET_PAGE_PATH}#token=${encodeURIComponent(token)}`;
}

/** The token of a reset link's fragment ("#token=…"), or null when it carries none. */
export function resetTokenFrom(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return token && token.trim() ? token.trim() : null;
}
