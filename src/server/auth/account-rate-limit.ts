import { APIError } from "better-auth";
import type { Redis } from "ioredis";
import {
  SIGN_IN_FAILURE_MEMORY_MS,
  signInWaitMs,
  type SignInBackoff,
  type SignInFailures,
} from "../../core/account/sign-in-backoff.ts";
import type { Database } from "../db/client.ts";
import { findUserByUsername } from "../users/repository.ts";

/** Failed sign-ins per account: in Redis when configured, so instances count together. */
export interface FailureStore {
  read(key: string): Promise<SignInFailures | null>;
  /** One more failure, at `now`. */
  add(key: string, now: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Accounts remembered in memory at most; the oldest go first when a flood of names comes. */
const MEMORY_STORE_LIMIT = 100_000;

export function memoryFailureStore(): FailureStore {
  const counts = new Map<string, SignInFailures>();
  return {
    read: async (key) => counts.get(key) ?? null,
    async add(key, now) {
      const previous = counts.get(key);
      const remembered = previous && now - previous.lastFailureAt < SIGN_IN_FAILURE_MEMORY_MS;
      const failures = (remembered ? previous.failures : 0) + 1;
      // Re-inserted, so the map stays in order of last failure and the oldest come first.
      counts.delete(key);
      counts.set(key, { failures, lastFailureAt: now });
      for (const [oldest, state] of counts) {
        const forgotten = now - state.lastFailureAt >= SIGN_IN_FAILURE_MEMORY_MS;
        if (!forgotten && counts.size <= MEMORY_STORE_LIMIT) break;
        counts.delete(oldest);
      }
    },
    clear: async (key) => {
      counts.delete(key);
    },
  };
}

/**
 * The counts in Redis, forgotten a day after the last failure. While Redis fails, this instance
 * counts in its memory instead, so the backoff still holds, per instance, through an outage.
 */
export function redisFailureStore(redis: Redis): FailureStore {
  const at = (key: string) => `typetempo:sign-in-failures:${key}`;
  const memory = memoryFailureStore();
  return {
    async read(key) {
      try {
        const hash = await redis.hgetall(at(key));
        const failures = Number(hash.failures);
        return failures > 0 ? { failures, lastFailureAt: Number(hash.last) || 0 } : null;
      } catch {
        return memory.read(key);
      }
    },
    async add(key, now) {
      try {
        await redis
          .multi()
          .hincrby(at(key), "failures", 1)
          .hset(at(key), "last", now)
          .pexpire(at(key), SIGN_IN_FAILURE_MEMORY_MS)
          .exec();
      } catch {
        await memory.add(key, now);
      }
    },
    async clear(key) {
      await memory.clear(key);
      await redis.del(at(key)).catch(() => 0);
    },
  };
}

/** better-auth's sign-in endpoints (as routed, whatever spelling of the URL reached them). */
const SIGN_IN_FIELDS: Readonly<Record<string, "email" | "username">> = {
  "/sign-in/email": "email",
  "/sign-in/username": "username",
};

interface AuthHookContext {
  path: string;
  body?: unknown;
  context: { returned?: unknown };
}

/**
 * Which account an attempt is for, by its e-mail address: a username is looked up, so guesses
 * by e-mail and by username share one count. Null when the attempt names none.
 */
async function accountOf(db: Database, ctx: AuthHookContext): Promise<string | null> {
  const kind = SIGN_IN_FIELDS[ctx.path];
  const raw = kind ? (ctx.body as Record<string, unknown> | undefined)?.[kind] : undefined;
  const value = typeof raw === "string" ? raw.trim().toLowerCase() : "";
  if (!kind || !value) return null;
  if (kind === "email") return value;
  const owner = await findUserByUsername(db, value);
  return owner ? owner.email.toLowerCase() : `username:${value}`;
}

function waitMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  return `Too many failed sign-ins for this account. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
}

interface SignInGuardOptions {
  db: () => Database;
  store: FailureStore;
  rule: SignInBackoff;
  now: () => number;
}

/**
 * Failed sign-ins per account, from however many addresses, with an exponential wait
 * (core/account/sign-in-backoff.ts). It runs as better-auth hooks, on the endpoint the router
 * chose, so no spelling of the URL (`/./`, `//`, case, encoding) goes round it. An attempt is
 * counted before the handler runs, so parallel guesses cannot slip through together, and a
 * success clears the count.
 */
export function signInGuard({ db, store, rule, now }: SignInGuardOptions) {
  return {
    async before(ctx: AuthHookContext): Promise<void> {
      const account = await accountOf(db(), ctx);
      if (!account) return;
      const waitMs = signInWaitMs(await store.read(account), now(), rule);
      if (waitMs > 0) {
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { message: waitMessage(waitMs) },
          { "retry-after": String(Math.ceil(waitMs / 1000)) },
        );
      }
      await store.add(account, now());
    },
    async after(ctx: AuthHookContext): Promise<void> {
      const returned = ctx.context.returned;
      const signedIn =
        typeof returned === "object" &&
        returned !== null &&
        !(returned instanceof Error) &&
        "token" in returned;
      if (!signedIn) return;
      const account = await accountOf(db(), ctx);
      if (account) await store.clear(account);
    },
  };
}
