import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TEST_REDIS_URL } from "../../../tests/support/test-app.ts";
import { closeRedis, connectRedis, redisStarted } from "../infra/redis.ts";
import {
  type CountStore,
  mailGuard,
  memoryCountStore,
  redisCountStore,
  waitText,
} from "./rate-limit.ts";

const limits = {
  perAddress: { max: 2, windowMs: 60_000 },
  perIp: { max: 3, windowMs: 120_000 },
};

async function refusal(promise: Promise<void>) {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode: number; body: { message: string }; headers: Headers };
  }
  return null;
}

describe("mailGuard", () => {
  it("refuses the third mail to one address, whatever its case or IP, until the window ends", async () => {
    let now = 0;
    const guard = mailGuard({ store: memoryCountStore(), limits, now: () => now });
    await guard.check({ address: "Ada@Example.com", ip: "10.0.0.1" });
    await guard.check({ address: "ada@example.com ", ip: "10.0.0.2" });
    now = 30_000;
    const refused = await refusal(guard.check({ address: "ada@example.com", ip: "10.0.0.3" }));
    expect(refused?.statusCode).toBe(429);
    expect(refused?.body.message).toBe(
      "Too many e-mails asked for this address. Please try again in 30 seconds.",
    );
    now = 60_000;
    await guard.check({ address: "ada@example.com", ip: "10.0.0.4" });
  });

  it("refuses the fourth request from one IP, whatever the addresses", async () => {
    const guard = mailGuard({ store: memoryCountStore(), limits, now: () => 0 });
    for (const address of ["a@x.test", "b@x.test", "c@x.test"]) {
      await guard.check({ address, ip: "10.0.0.9" });
    }
    const refused = await refusal(guard.check({ address: "d@x.test", ip: "10.0.0.9" }));
    expect(refused?.statusCode).toBe(429);
    expect(refused?.body.message).toBe(
      "Too many e-mails asked from your connection. Please try again in 2 minutes.",
    );
    await guard.check({ address: "d@x.test", ip: "10.0.0.10" });
  });
});

describe("waitText", () => {
  it("rounds the wait up, in seconds under a minute and in minutes above", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(59_001)).toBe("60 seconds");
    expect(waitText(60_001)).toBe("2 minutes");
    expect(waitText(3_600_000)).toBe("60 minutes");
  });
});

describe.each([
  ["in memory", async () => ({ store: memoryCountStore(), close: async () => {} })],
  [
    "in Redis",
    async () => {
      const redis = connectRedis(TEST_REDIS_URL, { warn: () => {}, info: () => {} });
      // Commands fail at once until it is connected, and the store would count in memory.
      await redisStarted(redis);
      expect(redis.status).toBe("ready");
      return {
        store: redisCountStore(redis, `typetempo:test-${randomUUID()}:`),
        close: () => closeRedis(redis),
      };
    },
  ],
])(
  "a count store %s",
  (_where, open: () => Promise<{ store: CountStore; close(): Promise<void> }>) => {
    it("reads a count with peek without adding to it", async () => {
      const { store, close } = await open();
      const now = Date.now();
      expect((await store.peek("k", now)).count).toBe(0);
      await store.hit("k", 60_000, now);
      const second = await store.hit("k", 60_000, now);
      expect(second.count).toBe(2);
      const peeked = await store.peek("k", now);
      expect(peeked.count).toBe(2);
      expect(peeked.resetAt).toBeGreaterThan(now + 50_000);
      expect((await store.peek("k", now)).count).toBe(2);
      expect((await store.peek("other", now)).count).toBe(0);
      await close();
    });
  },
);
