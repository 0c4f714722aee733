import { APIError } from "better-auth";
import { type CountStore, type Window, waitText } from "../mail/rate-limit.ts";

/**
 * Sign-up says when an address already has an account: the site signs a new typist in at once
 * (product 'Auth modal'), which an address that is taken cannot be, so the answers differ
 * whatever their words. What it limits is how many such answers one connection gets: past 5 an
 * hour, every sign-up from it waits for the hour's end, a new address's included, so the wait
 * tells nothing either. Trying addresses that are free creates their accounts and mails each a
 * link, which their owners see.
 */
export const KNOWN_ADDRESS_LIMIT: Window = { max: 5, windowMs: 60 * 60_000 };

/** better-auth's code for a sign-up with an address that has an account. */
const ADDRESS_TAKEN = "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL";

interface KnownAddressGuardOptions {
  store: CountStore;
  rule?: Window;
  now: () => number;
}

export function knownAddressGuard({
  store,
  rule = KNOWN_ADDRESS_LIMIT,
  now,
}: KnownAddressGuardOptions) {
  const key = (ip: string) => `known-address:${ip}`;
  return {
    /** Before a sign-up: a 429 for a connection that has had its answers for the hour. */
    async before(ip: string | null): Promise<void> {
      if (!ip) return;
      const at = now();
      const { count, resetAt } = await store.peek(key(ip), at);
      if (count < rule.max) return;
      const waitMs = Math.max(resetAt - at, 1000);
      throw new APIError(
        "TOO_MANY_REQUESTS",
        {
          message: `Too many sign-ups from your connection with addresses that have an account. Please try again in ${waitText(waitMs)}.`,
        },
        { "retry-after": String(Math.ceil(waitMs / 1000)) },
      );
    },
    /** After a sign-up: counts an answer that said the address has an account. */
    async after(ip: string | null, returned: unknown): Promise<void> {
      const code = (returned as { body?: { code?: unknown } } | null)?.body?.code;
      if (ip && code === ADDRESS_TAKEN) await store.hit(key(ip), rule.windowMs, now());
    },
  };
}
