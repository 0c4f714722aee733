import { emailChangeOutcome } from "./email-change.ts";

/**
 * Where a verification or change-of-address link sends a browser signed in as someone else: the
 * link did its work for its own account and left that browser's session alone, so the profile
 * it lands on is not the link's.
 */
export const OTHER_ACCOUNT_CALLBACK_PATH = "/profile?link=another-account";

/** On the profile reached from another account's link: what the link did, and whose session stays. */
export function otherAccountLinkMessage(search: string, username: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get("link") !== "another-account") return null;
  const stays = `You are still signed in as ${username}.`;
  return params.has("error")
    ? `That link was for another account, and it has expired, was used already or is not valid. ${stays}`
    : `That link was for another account, whose address it has now confirmed. ${stays}`;
}

/**
 * What a link did, for a browser that opened it signed out: links never sign anyone in, so the
 * profile they lead to sends it home to sign in, and this is said first.
 */
export function signedOutLinkNotice(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get("email") === "verified") {
    return params.has("error")
      ? "That verification link has expired or is not valid."
      : "Your e-mail address is verified.";
  }
  const change = emailChangeOutcome(search);
  if (change === "changed") return "Your new e-mail address is confirmed.";
  if (change === "failed") {
    return "That link to change your e-mail address has expired, was used already or is not valid.";
  }
  return null;
}
