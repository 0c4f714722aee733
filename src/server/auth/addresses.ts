import { APIError, BASE_ERROR_CODES } from "better-auth";
import { disposableEmailBlocklistSet } from "disposable-email-domains-js";
import { eq } from "drizzle-orm";
import { canonicalEmail, emailDomain } from "../../core/account/canonical-email.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";

export const DISPOSABLE_ADDRESS_MESSAGE =
  "Please use a permanent e-mail address; disposable addresses can't hold an account.";

/** The disposable-email-domains project's list, as its npm package ships it: updated with it. */
const DISPOSABLE_DOMAINS = disposableEmailBlocklistSet();

/** Whether an address is at a disposable-mail domain, or at a subdomain of one. */
export function isDisposableAddress(address: string): boolean {
  const labels = emailDomain(address).split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    if (DISPOSABLE_DOMAINS.has(labels.slice(i).join("."))) return true;
  }
  return false;
}

/** Refuses, with a clear message, an address no account may hold. */
export function refuseDisposable(address: string): void {
  if (isDisposableAddress(address)) {
    throw new APIError("BAD_REQUEST", {
      message: DISPOSABLE_ADDRESS_MESSAGE,
      code: "DISPOSABLE_EMAIL",
    });
  }
}

/**
 * What sign-up answers for an address that has an account: better-auth's own answer to the
 * exact address, so a copy of it (another case, a plus tag, dots) tells no more than it does.
 */
export function addressInUse(): APIError {
  return APIError.from(
    "UNPROCESSABLE_ENTITY",
    BASE_ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL,
  );
}

/** The id of the account whose mailbox this address reaches, if one does. */
export async function mailboxOwner(db: Database, address: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailCanonical, canonicalEmail(address)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The account a verification link acts for: the `userId` of the token in its query, which
 * better-auth has checked by the time it writes. Null without one.
 */
export function linkUserId(query: { token?: unknown } | undefined): string | null {
  const payload = typeof query?.token === "string" ? query.token.split(".")[1] : undefined;
  if (!payload) return null;
  try {
    const { userId } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      userId?: unknown;
    };
    return typeof userId === "string" ? userId : null;
  } catch {
    return null;
  }
}

/** Where a link that failed lands: its callback with `error`, as better-auth sends its own. */
export function withLinkError(callbackURL: string, code: string): string {
  const separator = callbackURL.includes("?") ? "&" : "?";
  return `${callbackURL}${separator}${new URLSearchParams({ error: code })}`;
}
