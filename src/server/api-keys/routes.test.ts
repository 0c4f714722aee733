import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_KEY_MESSAGES,
  API_KEY_REQUESTS_PER_MINUTE,
  API_KEY_USE_RECORD_MS,
  MAX_ACTIVE_API_KEYS,
  parseApiKey,
} from "../../core/account/api-key.ts";
import { dataExportSchema } from "../../core/api/account.ts";
import {
  apiKeyListSchema,
  createdApiKeySchema,
  programBestsSchema,
  programKeyStatsSchema,
  type CreatedApiKey,
} from "../../core/api/api-keys.ts";
import { apiErrorSchema } from "../../core/api/error.ts";
import { insightSchema } from "../../core/api/insight.ts";
import { historyPageSchema } from "../../core/api/results.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { TEST_REDIS_URL, createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  TestClock,
  continueTest,
  startTest,
  timedSubmission,
} from "../../../tests/support/typing.ts";
import { apiKeys } from "../db/schema.ts";

const clock = new TestClock();
const LIMITS = {
  AUTH_RATE_LIMIT_MAX: "1000",
  TESTS_RATE_LIMIT_MAX: "1000",
  RESULTS_RATE_LIMIT_MAX: "1000",
};
let t: TestApp;
let ada: TestUser;
beforeAll(async () => {
  t = await createTestApp(LIMITS, { now: clock.now });
  ada = await createUser(t.app);
});
afterAll(() => t.close());

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

function createKey(user: TestUser, name = "My script", app = t) {
  return app.app.inject({
    method: "POST",
    url: "/api/me/api-keys",
    headers: { cookie: user.cookie },
    payload: { name },
  });
}

async function newKey(user: TestUser, name?: string, app = t): Promise<CreatedApiKey> {
  const response = await createKey(user, name, app);
  expect(response.statusCode, response.body).toBe(201);
  return createdApiKeySchema.parse(response.json());
}

async function listKeys(user: TestUser) {
  const response = await t.app.inject({
    url: "/api/me/api-keys",
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return apiKeyListSchema.parse(response.json());
}

/** As the browser's api() sends it: with no body, so no content type. */
function revoke(user: TestUser, id: string) {
  return t.app.inject({
    method: "DELETE",
    url: `/api/me/api-keys/${id}`,
    headers: { cookie: user.cookie },
  });
}

const read = (url: string, headers: Record<string, string>, app = t) =>
  app.app.inject({ url, headers });

/** Saves a one-minute test for `user`, all of it typed right but the last `wrong` characters. */
async function saveTest(user: TestUser, seed: number, difficulty: "easy" | "medium" = "medium") {
  const mode = "1-minute";
  let issued = await startTest(t.app, { mode, difficulty });
  let text = issued.passage.text;
  while (text.length < 300 + seed * 10) {
    issued = await continueTest(t.app, issued.token);
    text = `${text} ${issued.passage.text}`;
  }
  clock.advance(60_000);
  const typed = text.slice(0, 200 + seed * 10);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/results",
    payload: timedSubmission(issued.token, { mode, difficulty, seconds: 60 }, text, typed, seed),
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** The 401 of a refused key, with its code and challenge. */
function expectRefused(
  response: Awaited<ReturnType<typeof read>>,
  code: string,
  message: string,
  invalidToken = true,
) {
  expect(response.statusCode, response.body).toBe(401);
  expect(apiErrorSchema.parse(response.json())).toEqual({ error: "Unauthorized", message, code });
  expect(response.headers["www-authenticate"]).toBe(
    invalidToken ? 'Bearer realm="TypeTempo", error="invalid_token"' : 'Bearer realm="TypeTempo"',
  );
}

describe("a key's life", () => {
  it("is made on the profile, read with, listed with its last use, then revoked and refused", async () => {
    const user = await createUser(t.app);
    await saveTest(user, 1);
    const created = await newKey(user, "  Stats dashboard  ");
    expect(created).toMatchObject({ name: "Stats dashboard", lastUsedAt: null });
    expect(created.key.startsWith(`${created.prefix}_`)).toBe(true);
    expect(created.prefix).toBe(`tt_${created.id}`);
    expect(parseApiKey(created.key)?.id).toBe(created.id);

    const before = await listKeys(user);
    expect(before).toEqual({
      keys: [
        {
          id: created.id,
          name: "Stats dashboard",
          prefix: created.prefix,
          createdAt: created.createdAt,
          lastUsedAt: null,
        },
      ],
      max: MAX_ACTIVE_API_KEYS,
    });

    clock.advance(5_000);
    const results = await read("/api/v1/me/results", bearer(created.key));
    expect(results.statusCode, results.body).toBe(200);
    expect(historyPageSchema.parse(results.json()).total).toBe(1);

    const [listed] = (await listKeys(user)).keys;
    expect(listed!.lastUsedAt).toBe(new Date(clock.now()).toISOString());
    // The list never carries the key itself.
    expect(JSON.stringify(await listKeys(user))).not.toContain(created.key.slice(-20));

    const revoked = await revoke(user, created.id);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await listKeys(user)).keys).toEqual([]);
    expectRefused(
      await read("/api/v1/me/results", bearer(created.key)),
      "invalid-api-key",
      API_KEY_MESSAGES.invalid,
    );
    const again = await revoke(user, created.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      message: API_KEY_MESSAGES.unknownKey,
      code: "no-api-key",
    });
  });

  it("keeps only a hash of the secret, and the data download has the key's name and dates, never the hash", async () => {
    const user = await createUser(t.app);
    const created = await newKey(user, "Hashed");
    const [row] = await t.app.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    const { secret } = parseApiKey(created.key)!;
    expect(Buffer.from(row!.secretHash).toString("hex")).toBe(
      createHash("sha256").update(secret).digest("hex"),
    );
    const stored = JSON.stringify({
      ...row,
      secretHash: Buffer.from(row!.secretHash).toString("base64url"),
    });
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(created.key);

    await revoke(user, created.id);
    const download = await t.app.inject({
      url: "/api/me/export",
      headers: { cookie: user.cookie },
    });
    expect(download.statusCode).toBe(200);
    const exported = dataExportSchema.parse(download.json());
    expect(exported.apiKeys).toEqual([
      {
        id: created.id,
        name: "Hashed",
        prefix: created.prefix,
        createdAt: created.createdAt,
        lastUsedAt: null,
        revokedAt: new Date(clock.now()).toISOString(),
      },
    ]);
    expect(download.body).not.toContain(secret);
    expect(download.body).not.toContain(Buffer.from(row!.secretHash).toString("hex"));
  });

  it("ends with the account: a deleted typist's key is refused", async () => {
    const user = await createUser(t.app);
    const created = await newKey(user);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/me",
      headers: { cookie: user.cookie },
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await t.app.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(rows).toEqual([]);
    expectRefused(
      await read("/api/v1/me/key-stats", bearer(created.key)),
      "invalid-api-key",
      API_KEY_MESSAGES.invalid,
    );
  });
});

describe("making and revoking keys", () => {
  it(`holds at most ${MAX_ACTIVE_API_KEYS} active keys a typist, counting none revoked`, async () => {
    const user = await createUser(t.app);
    const made = [];
    for (let i = 0; i < MAX_ACTIVE_API_KEYS; i++) {
      clock.advance(1_000);
      made.push(await newKey(user, `Key ${i}`));
    }
    const refused = await createKey(user, "One too many");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: API_KEY_MESSAGES.tooMany,
      code: "too-many-keys",
    });
    const listed = await listKeys(user);
    // Newest first.
    expect(listed.keys.map((key) => key.name)).toEqual(made.map((key) => key.name).reverse());

    expect((await revoke(user, made[3]!.id)).statusCode).toBe(204);
    await newKey(user, "In its place");
    expect((await createKey(user, "Still too many")).statusCode).toBe(409);
  });

  it("holds to the most when a typist asks for many at once", async () => {
    const user = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: MAX_ACTIVE_API_KEYS + 4 }, (_, i) => createKey(user, `Burst ${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_ACTIVE_API_KEYS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect((await listKeys(user)).keys).toHaveLength(MAX_ACTIVE_API_KEYS);
  });

  it.each([
    ["an empty name", "   ", API_KEY_MESSAGES.nameMissing],
    ["a name too long", "x".repeat(61), API_KEY_MESSAGES.nameTooLong],
    [
      "a name on two lines",
      "first\nsecond",
      "Use plain text on one line, without control or invisible characters",
    ],
  ])("refuses %s with 400 and makes nothing", async (_why, name, message) => {
    const user = await createUser(t.app);
    const response = await createKey(user, name);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await listKeys(user)).keys).toEqual([]);
  });

  it("revokes only the typist's own keys: another's is unknown to them, and keeps working", async () => {
    const owner = await createUser(t.app);
    const created = await newKey(owner);
    const refused = await revoke(ada, created.id);
    expect(refused.statusCode).toBe(404);
    expect((await read("/api/v1/me/results", bearer(created.key))).statusCode).toBe(200);
  });

  it.each(["abc", "0123456789ABCDEF", "0123456789abcdef0"])(
    "refuses the malformed id %s with 400",
    async (id) => {
      expect((await revoke(ada, id)).statusCode).toBe(400);
    },
  );

  it("is the session's alone: a key can neither list, make nor revoke keys", async () => {
    const created = await newKey(ada, "Not a manager");
    const headers = bearer(created.key);
    const answers = await Promise.all([
      t.app.inject({ url: "/api/me/api-keys", headers }),
      t.app.inject({ method: "POST", url: "/api/me/api-keys", headers, payload: { name: "Mine" } }),
      t.app.inject({ method: "DELETE", url: `/api/me/api-keys/${created.id}`, headers }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
    expect((await listKeys(ada)).keys.map((key) => key.id)).toContain(created.id);
  });
});

describe("what a key authorises", () => {
  it("is none of the site's session calls", async () => {
    const created = await newKey(ada, "Reader");
    for (const url of ["/api/me/profile", "/api/me/history", "/api/me/insight", "/api/me/export"]) {
      const response = await read(url, bearer(created.key));
      expect(response.statusCode, url).toBe(401);
    }
    const save = await t.app.inject({
      method: "PUT",
      url: "/api/account/privacy",
      headers: bearer(created.key),
      payload: { resultsPrivate: true },
    });
    expect(save.statusCode).toBe(401);
  });

  it.each(["/api/v1/me/results", "/api/v1/me/personal-bests", "/api/v1/me/key-stats"])(
    "is needed for %s: the session cookie is not enough",
    async (url) => {
      expectRefused(
        await read(url, { cookie: ada.cookie }),
        "missing-api-key",
        API_KEY_MESSAGES.missing,
        false,
      );
    },
  );
});

describe("the programs' reads", () => {
  let typist: TestUser;
  let key: string;
  beforeAll(async () => {
    typist = await createUser(t.app);
    for (const seed of [1, 2, 3]) await saveTest(typist, seed, seed === 2 ? "easy" : "medium");
    key = (await newKey(typist, "Reads")).key;
  });

  it("answer the results as the history has them, a page at a time, newest first", async () => {
    const history = await read("/api/me/history?pageSize=2&page=1", { cookie: typist.cookie });
    const first = await read("/api/v1/me/results?pageSize=2&page=1", bearer(key));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual(history.json());
    const page = historyPageSchema.parse(first.json());
    expect(page.total).toBe(3);
    expect(page.results).toHaveLength(2);
    expect(page.results[0]!.createdAt >= page.results[1]!.createdAt).toBe(true);
    const second = historyPageSchema.parse(
      (await read("/api/v1/me/results?pageSize=2&page=2", bearer(key))).json(),
    );
    expect(second.results).toHaveLength(1);
    const easy = historyPageSchema.parse(
      (await read("/api/v1/me/results?difficulty=easy", bearer(key))).json(),
    );
    expect(easy.results.map((result) => "difficulty" in result && result.difficulty)).toEqual([
      "easy",
    ]);
  });

  it("answer the personal bests and key figures the profile shows", async () => {
    const insight = insightSchema.parse(
      (await read("/api/me/insight", { cookie: typist.cookie })).json(),
    );
    const bests = programBestsSchema.parse(
      (await read("/api/v1/me/personal-bests", bearer(key))).json(),
    );
    expect(bests.personalBests).toEqual(insight.personalBests);
    expect(bests.personalBests.map((best) => best.difficulty).sort()).toEqual(["easy", "medium"]);
    const figures = programKeyStatsSchema.parse(
      (await read("/api/v1/me/key-stats", bearer(key))).json(),
    );
    expect(figures).toEqual({ keyStats: insight.keyStats, keyRanking: insight.keyRanking });
    expect(Object.keys(figures.keyStats.keys).length).toBeGreaterThan(5);
  });

  it("answer only the key's typist", async () => {
    const other = await newKey(ada, "Ada's");
    const page = historyPageSchema.parse(
      (await read("/api/v1/me/results", bearer(other.key))).json(),
    );
    expect(page.total).toBe(0);
  });

  it("refuse a malformed query with 400", async () => {
    for (const query of [
      "pageSize=0",
      "page=abc",
      "mode=nope",
      "from=2026-02-01&to=2026-01-01",
      "extra=1",
    ]) {
      const response = await read(`/api/v1/me/results?${query}`, bearer(key));
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe("a key that is refused", () => {
  let created: CreatedApiKey;
  beforeAll(async () => {
    created = await newKey(ada, "Refusals");
  });

  it.each([
    ["no header", undefined, "missing-api-key", API_KEY_MESSAGES.missing],
    ["a blank header", "  ", "missing-api-key", API_KEY_MESSAGES.missing],
    ["the key without a scheme", "KEY", "malformed-api-key", API_KEY_MESSAGES.malformed],
    ["another scheme", "Basic dXNlcjpwYXNz", "malformed-api-key", API_KEY_MESSAGES.malformed],
    ["a bare Bearer", "Bearer", "malformed-api-key", API_KEY_MESSAGES.malformed],
    [
      "a token that is no key",
      "Bearer abc.def.ghi",
      "malformed-api-key",
      API_KEY_MESSAGES.malformed,
    ],
    [
      "a very long value",
      `Bearer ${"A".repeat(8_000)}`,
      "malformed-api-key",
      API_KEY_MESSAGES.malformed,
    ],
    [
      "an unknown id",
      "Bearer tt_ffffffffffffffff_SECRET",
      "invalid-api-key",
      API_KEY_MESSAGES.invalid,
    ],
    [
      "the right id and a wrong secret",
      "Bearer tt_ID_WRONG",
      "invalid-api-key",
      API_KEY_MESSAGES.invalid,
    ],
  ])("is a 401 that says why, never a 500: %s", async (_why, template, code, message) => {
    const { id, secret } = parseApiKey(created.key)!;
    const header = template
      ?.replace("KEY", created.key)
      .replace("SECRET", secret)
      .replace("ID", id)
      .replace("WRONG", `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`);
    const response = await read(
      "/api/v1/me/personal-bests",
      header === undefined ? {} : { authorization: header },
    );
    expectRefused(response, code, message, code !== "missing-api-key");
  });
});

describe("a key's last use", () => {
  it("is written at most once a minute, however many requests it makes", async () => {
    const user = await createUser(t.app);
    const created = await newKey(user, "Busy");
    const lastUsed = async () =>
      (
        await t.app.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id))
      )[0]!.lastUsedAt?.getTime() ?? null;
    const first = clock.now();
    expect((await read("/api/v1/me/key-stats", bearer(created.key))).statusCode).toBe(200);
    expect(await lastUsed()).toBe(first);
    clock.advance(API_KEY_USE_RECORD_MS - 1_000);
    for (let i = 0; i < 3; i++) await read("/api/v1/me/key-stats", bearer(created.key));
    expect(await lastUsed()).toBe(first);
    clock.advance(1_000);
    await read("/api/v1/me/key-stats", bearer(created.key));
    expect(await lastUsed()).toBe(clock.now());
    expect((await listKeys(user)).keys[0]!.lastUsedAt).toBe(new Date(clock.now()).toISOString());
  });
});

/** Sends `count` reads with `key` and answers their statuses, in order. */
async function burst(key: string, count: number, app = t) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    statuses.push((await read("/api/v1/me/personal-bests", bearer(key), app)).statusCode);
  }
  return statuses;
}

async function expectLimitedPerKey(app: TestApp): Promise<CreatedApiKey> {
  const user = await createUser(app.app);
  const busy = await newKey(user, "Busy", app);
  const quiet = await newKey(user, "Quiet", app);
  const statuses = await burst(busy.key, API_KEY_REQUESTS_PER_MINUTE, app);
  expect(new Set(statuses)).toEqual(new Set([200]));
  const refused = await read("/api/v1/me/personal-bests", bearer(busy.key), app);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  expect(refused.json()).toMatchObject({
    error: "Too Many Requests",
    message: expect.stringMatching(
      /^Too many requests with this API key in a minute\. Please try again in /,
    ),
  });
  // Another key of the same typist counts apart.
  expect(await burst(quiet.key, 1, app)).toEqual([200]);
  return busy;
}

describe("the rate limit", () => {
  it(`lets each key make ${API_KEY_REQUESTS_PER_MINUTE} requests a minute, then answers 429 with Retry-After`, async () => {
    await expectLimitedPerKey(t);
  });

  describe("with REDIS_URL", () => {
    let shared: TestApp;
    beforeAll(async () => {
      shared = await createTestApp({ ...LIMITS, REDIS_URL: TEST_REDIS_URL }, { now: clock.now });
    });
    afterAll(() => shared.close());

    it("counts each key in Redis, where every instance sharing it reads the count", async () => {
      const busy = await expectLimitedPerKey(shared);
      const redis = new Redis(TEST_REDIS_URL);
      try {
        expect(await redis.keys(`typetempo:api-keys:*${busy.id}`)).toHaveLength(1);
      } finally {
        redis.disconnect();
      }
    });
  });
});
