import { APIError } from "better-auth";
import type { Redis } from "ioredis";

const HOUR_MS = 60 * 60_000;

/**
 * Mails asked for, per recipient address and per client IP, in fixed windows: enough for a
 * typist who lost the first mail, too few to flood anyone's inbox. Every request counts,
 * whether or not the address has an account, so the limits tell nothing about it.
 */
export const MAIL_LIMITS = {
  perAddress: { max: 3, windowMs: HOUR_MS },
  perIp: { max: 10, windowMs: HOUR_MS },
};

export interface Window {
  max: number;
  windowMs: number;
}

/** Requests counted in the window under way, and when it ends. */
export interface CountStore {
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /** The count so far, without adding to it: 0 once the window has ended. */
  peek(key: string, now: number): Promise<{ count: number; resetAt: number }>;
}

/** Keys remembered in memory at most; the oldest go first when a flood of addresses comes. */
const MEMORY_STORE_LIMIT = 100_000;

export function memoryCountStore(): CountStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs, now) {
      const current = windows.get(key);
      const next =
        current && current.resetAt > now
          ? { count: current.count + 1, resetAt: current.resetAt }
          : { count: 1, resetAt: now + windowMs };
      windows.delete(key);
      windows.set(key, next);
      for (const [oldest, state] of windows) {
        if (state.resetAt > now && windows.size <= MEMORY_STORE_LIMIT) break;
        windows.delete(oldest);
      }
      return next;
    },
    async peek(key, now) {
      const current = windows.get(key);
      return current && current.resetAt > now ? { ...current } : { count: 0, resetAt: now };
    },
  };
}

/**
 * The counts in Redis, under `prefix`, so instances count together. While Redis fails, this
 * instance counts in its memory instead, so the limits still hold, per instance, through an
 * outage.
 */
export function redisCountStore(redis: Redis, prefix = "typetempo:mail-limit:"): CountStore {
  const memory = memoryCountStore();
  return {
    async hit(key, windowMs, now) {
      const at = `${prefix}${key}`;
      try {
        const replies = await redis.multi().incr(at).pexpire(at, windowMs, "NX").pttl(at).exec();
        const count = Number(replies?.[0]?.[1] ?? 0);
        const ttl = Number(replies?.[2]?.[1] ?? 0);
        return { count, resetAt: now + Math.max(ttl, 0) };
      } catch {
        return memory.hit(key, windowMs, now);
      }
    },
    async peek(key, now) {
      const at = `${prefix}${key}`;
      try {
        const replies = await redis.multi().get(at).pttl(at).exec();
        const count = Number(replies?.[0]?.[1] ?? 0);
        const ttl = Number(replies?.[1]?.[1] ?? 0);
        return { count, resetAt: now + Math.max(ttl, 0) };
      } catch {
        return memory.peek(key, now);
      }
    },
  };
}

/** "in 42 minutes", "in 1 second": the wait, rounded up. */
export function waitText(waitMs: number): string {
  const minutes = Math.ceil(waitMs / 60_000);
  if (waitMs > 60_000) return `${minutes} minutes`;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return `${seconds} second${seconds === 1 ? "" : "s"}`;
}

interface MailGuardOptions {
  store: CountStore;
  limits?: { perAddress: Window; perIp: Window };
  now: () => number;
}

/** Counts a request for a mail against its address and its client IP; a 429 past either limit. */
export function mailGuard({ store, limits = MAIL_LIMITS, now }: MailGuardOptions) {
  async function count(key: string, rule: Window, whose: string): Promise<void> {
    const at = now();
    const { count, resetAt } = await store.hit(key, rule.windowMs, at);
    if (count <= rule.max) return;
    const waitMs = Math.max(resetAt - at, 1000);
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { message: `Too many e-mails asked ${whose}. Please try again in ${waitText(waitMs)}.` },
      { "retry-after": String(Math.ceil(waitMs / 1000)) },
    );
  }
  return {
    async check({ address, ip }: { address: string | null; ip: string | null }): Promise<void> {
      if (ip) await count(`ip:${ip}`, limits.perIp, "from your connection");
      if (address)
        await count(`to:${address.trim().toLowerCase()}`, limits.perAddress, "for this address");
    },
  };
}
