/** Where the link to confirm a new address lands: the profile, which then shows the new address. */
export const EMAIL_CHANGED_CALLBACK_PATH = "/profile?email=changed";

/**
 * The link in the mail to the new address: better-auth's own endpoint, which makes it the
 * account's address and sends the browser to the profile; a bad, expired or used link lands
 * there with ?error=.
 */
export function emailChangeLink(origin: string, token: string): string {
  const query = new URLSearchParams({ token, callbackURL: EMAIL_CHANGED_CALLBACK_PATH });
  return `${origin}/api/auth/verify-email?${query}`;
}

/** Whether the profile was reached from a link to confirm a new address, and how it went. */
export function emailChangeOutcome(search: string): "changed" | "failed" | null {
  const params = new URLSearchParams(search);
  if (params.get("email") !== "changed") return null;
  return params.has("error") ? "failed" : "changed";
}
