import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { createRequire } from "node:module";

interface RateLimitContext {
  after: string;
  statusCode: number;
}

/**
 * The 429 of @fastify/rate-limit, thrown to the app's error handler, which answers with the
 * usual JSON error shape { error, message }, naming the status itself (errors.ts).
 */
export function tooManyRequests(what: string, whose = "from your connection") {
  return (_request: FastifyRequest, context: RateLimitContext) => ({
    statusCode: context.statusCode,
    message: `Too many ${what} ${whose}. Please try again in ${context.after}.`,
  });
}

type Store = FastifyRateLimitStore;
type ChildOptions = Parameters<Store["child"]>[0];
interface StoreFlags {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

// The plugin's own stores, which it does not export by name.
const require = createRequire(import.meta.url);
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => Store;

/** Counts in Redis, and in this instance's memory whenever Redis fails to answer. */
class RedisOrMemoryStore implements Store {
  private readonly shared: Store;
  private readonly local: Store;

  constructor(shared: Store, local: Store) {
    this.shared = shared;
    this.local = local;
  }

  incr(...[key, callback, timeWindow, max]: Parameters<Store["incr"]>): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (error) this.local.incr(key, callback, timeWindow, max);
        else callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(options: ChildOptions): Store {
    return new RedisOrMemoryStore(this.shared.child(options), this.local.child(options));
  }
}

function fallbackStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends RedisOrMemoryStore {
    constructor({ continueExceeding, exponentialBackoff }: StoreFlags) {
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}

/**
 * Where a limit keeps its counts: in Redis when configured, so that every instance behind the
 * same Redis counts together. While Redis fails, each instance counts in its own memory: the
 * limits still hold (per instance) and no request waits on Redis or fails for it.
 */
export function sharedCounts(redis: Redis | undefined, name: string) {
  return redis ? { store: fallbackStore(redis, `typetempo:${name}:`) } : {};
}

/**
 * A limit counted outside any route, in the same stores as the routes' limits: each call counts
 * one event for the key and says whether it is within `max` in the window. Should counting
 * fail, the event is allowed, as the routes' limits allow a request while no store answers.
 */
export function windowLimit(
  redis: Redis | undefined,
  name: string,
  { max, timeWindow }: { max: number; timeWindow: number },
) {
  const Shared = sharedCounts(redis, name).store;
  const store: Store = Shared ? new Shared({}) : new LocalStore(false, false);
  return (key: string) =>
    new Promise<boolean>((resolve) => {
      store.incr(
        key,
        (error, result) => resolve(error !== null || !result || result.current <= max),
        timeWindow,
        max,
      );
    });
}
