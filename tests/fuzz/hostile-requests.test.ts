import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { BODY_LIMITS, DEFAULT_BODY_LIMIT } from "../../src/server/http/body-limits.ts";
import { createUser } from "../support/accounts.ts";
import { createTestApp } from "../support/test-app.ts";
import { AUTH_OPERATIONS } from "./auth-operations.ts";
import { databaseSnapshotter } from "./database-snapshot.ts";
import { hostileRequests, type HostileRequest, type RouteUnderTest } from "./hostile-requests.ts";
import { operationsOf, type Operation } from "./openapi-operations.ts";

/** At least this many requests in all, spread evenly over the routes, signed out and in. */
const TOTAL_REQUESTS = 6_000;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** A route's runs take about 10 s alone and three times that on a busy 2-core machine. */
const ROUTE_TIMEOUT_MS = 120_000;
/**
 * What a stack trace, a file path or a database or runtime error would put in an answer. A
 * stack frame is "at name (file:line:column)"; prose such as "boils at 100 (212)" is not one.
 */
const LEAK =
  /node_modules|\bat \S+ \([^)]*:\d+:\d+\)|\.ts:\d+|TypeError|ReferenceError|Cannot read propert|syntax error at or near|duplicate key value|violates .* constraint|ECONNREFUSED/;

// Sign-ups for the signed-in runs all come from one address.
const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "10000" });
afterAll(() => t.close());
const snapshot = await databaseSnapshotter(t.app.database.db);
const documented = operationsOf((await t.app.inject({ url: "/api/openapi.json" })).json());
const operations = [...documented, ...AUTH_OPERATIONS];
const runsPerRoute = Math.ceil(TOTAL_REQUESTS / (2 * operations.length));
let sent = 0;

/** better-auth's bridge takes GET and POST on every path under /api/auth. */
function isAuth(operation: Operation): boolean {
  return operation.path.startsWith("/api/auth/");
}

function routeUnderTest(
  operation: Operation,
  signedIn?: { cookie: string; authorization?: string },
): RouteUnderTest {
  const route = isAuth(operation) ? "/api/auth/*" : operation.path;
  return {
    operation,
    pathMethods: isAuth(operation)
      ? ["GET", "POST"]
      : operations.filter((o) => o.path === operation.path).map((o) => o.method),
    bodyLimit: BODY_LIMITS[`${operation.method} ${route}`] ?? DEFAULT_BODY_LIMIT,
    ...signedIn,
  };
}

/** For a route a personal API key authorises, a new key of the user's, as `Bearer <key>`. */
async function keyFor(operation: Operation, cookie: string): Promise<string | undefined> {
  if (!operation.security.includes("apiKey")) return undefined;
  const created = await t.app.inject({
    method: "POST",
    url: "/api/me/api-keys",
    headers: { cookie },
    payload: { name: "Fuzz" },
  });
  expect(created.statusCode).toBe(201);
  return `Bearer ${created.json().key}`;
}

/** Sends one request and checks what the server owes it; returns the status. */
async function check(request: HostileRequest): Promise<number> {
  const before = SAFE_METHODS.has(request.method) ? null : await snapshot();
  const response = await t.app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: request.headers,
    payload: request.payload,
    remoteAddress: request.remoteAddress,
  });
  sent += 1;
  const status = response.statusCode;
  const context = `${request.method} ${request.url.slice(0, 300)} [${request.description}] → ${status} ${response.body.slice(0, 300)}`;
  expect(status, context).toBeLessThan(500);
  if (request.mustReject) expect(status, context).toBeGreaterThanOrEqual(400);
  expect(response.body, context).not.toMatch(LEAK);
  if (status >= 400) {
    expect(response.headers["content-type"], context).toMatch(/^application\/json/);
    expect(response.json(), context).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    });
    if (before) expect(await snapshot(), `${context}: the database changed`).toEqual(before);
  }
  return status;
}

async function stillServing() {
  const health = await t.app.inject({ url: "/api/health" });
  expect(health.statusCode).toBe(200);
  const leaderboard = await t.app.inject({ url: "/api/leaderboard" });
  expect(leaderboard.statusCode).toBe(200);
}

describe.each(operations)("$method $path under hostile requests", (operation) => {
  it(
    "never fails, refuses what is malformed with a JSON 4xx, and changes nothing then (signed out)",
    async () => {
      await fc.assert(
        fc.asyncProperty(hostileRequests(routeUnderTest(operation)), async (request) => {
          await check(request);
        }),
        { numRuns: runsPerRoute },
      );
      await stillServing();
    },
    ROUTE_TIMEOUT_MS,
  );

  it(
    "the same, signed in, so that routes behind a session or an API key are reached too",
    async () => {
      const user = await createUser(t.app);
      const profile = await t.app.inject({
        url: "/api/me/profile",
        headers: { cookie: user.cookie },
      });
      expect(profile.statusCode).toBe(200);
      const authorization = await keyFor(operation, user.cookie);
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(
          hostileRequests(routeUnderTest(operation, { cookie: user.cookie, authorization })),
          async (request) => {
            statuses.add(await check(request));
          },
        ),
        { numRuns: runsPerRoute },
      );
      expect([...statuses].some((status) => status !== 401)).toBe(true);
      await stillServing();
    },
    ROUTE_TIMEOUT_MS,
  );
});

it("sent at least 5,000 hostile requests across every route of the OpenAPI document and better-auth's", () => {
  expect(documented.length).toBeGreaterThanOrEqual(10);
  expect(sent).toBeGreaterThanOrEqual(5_000);
});
