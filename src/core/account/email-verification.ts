/** How long an e-mail verification link works, in seconds. */
export const EMAIL_VERIFICATION_EXPIRES_SECONDS = 24 * 60 * 60;

/** Where a verification link lands: the profile, which then shows the address verified. */
export const VERIFIED_CALLBACK_PATH = "/profile?email=verified";

/**
 * The link in the mail: better-auth's own endpoint, which marks the address verified and sends
 * the browser to the profile, signing no one in (link-landing.ts); a bad or expired link lands
 * there with ?error=.
 */
export function emailVerificationLink(origin: string, token: string): string {
  const query = new URLSearchParams({ token, callbackURL: VERIFIED_CALLBACK_PATH });
  return `${origin}/api/auth/verify-email?${query}`;
}

/** Whether the profile was reached from a verification link that did not work. */
export function verificationFailed(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get("email") === "verified" && params.has("error");
}
