import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import type { IssuedTest } from "../../src/core/api/typing-tests.ts";
import { testResults } from "../../src/server/db/schema.ts";
import { createVerifiedUser, type TestUser } from "./accounts.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { TestClock } from "./typing.ts";

/**
 * The real app that the tests of one kind of text run on (src/server/texts/*-tests.test.ts):
 * signed with their own secret, on their own clock, limits out of the way, with one verified
 * typist; made before the file's tests and closed after them.
 */
export function textTestServer(secret: string) {
  const clock = new TestClock();
  let t: TestApp | undefined;
  let typist: TestUser | undefined;
  beforeAll(async () => {
    t = await createTestApp(
      {
        BETTER_AUTH_SECRET: secret,
        AUTH_RATE_LIMIT_MAX: "1000",
        TESTS_RATE_LIMIT_MAX: "1000",
        RESULTS_RATE_LIMIT_MAX: "1000",
      },
      { now: clock.now },
    );
    typist = await createVerifiedUser(t.app);
  });
  afterAll(() => t?.close());

  const server = {
    clock,
    get app(): FastifyInstance {
      return t!.app;
    },
    get typist(): TestUser {
      return typist!;
    },
    post(url: string, payload: object, cookie?: string): Promise<LightMyRequestResponse> {
      return t!.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
    },
    /** Saves a result as the typist, which must be saved, and reads back its stored row. */
    async savedRow(body: object) {
      const response = await server.post("/api/results", body, server.typist.cookie);
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await t!.app.database.db
        .select()
        .from(testResults)
        .where(eq(testResults.id, response.json().id));
      return row!;
    },
    /** Starts a test, which must be issued. */
    async start(payload: object, cookie?: string): Promise<IssuedTest> {
      const response = await server.post("/api/tests", payload, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
  return server;
}
