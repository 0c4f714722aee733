import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { finishedTimedTest, type PostJson } from "../../../tests/support/finished-test.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { loadConfig } from "../config.ts";
import { NON_PRODUCTION_SECRET } from "../infra/secret.ts";

const TOKEN = "metrics-token-for-tests-0123456789";

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The samples of Prometheus's text format; comments and blank lines carry none. */
function parseExposition(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = SAMPLE_LINE.exec(line);
      if (!match) throw new Error(`Not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? "").matchAll(LABEL)].map((l) => [l[1]!, l[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The sum of the samples named `name` whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name)
    .filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

describe("Prometheus metrics", () => {
  let t: TestApp;
  let typist: TestUser;

  const scrape = async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(response.body);
  };

  const post: PostJson = async (url, body) => {
    const response = await t.app.inject({
      method: "POST",
      url,
      payload: body,
      headers: { cookie: typist.cookie },
    });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, RESULTS_RATE_LIMIT_MAX: "1" });
    typist = await createUser(t.app);
  });
  afterAll(() => t.close());

  it("are refused without the token and with a wrong one", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers["www-authenticate"]).toMatch(/^Bearer/);
    const wrong = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain("typetempo_");
  });

  it("count sign-ins and their failures by method", async () => {
    const before = await scrape();
    const signIn = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: typist.email, password },
      });
    expect((await signIn("not-the-password")).statusCode).toBe(401);
    expect((await signIn(typist.password)).statusCode).toBe(200);

    const after = await scrape();
    for (const outcome of ["failure", "success"]) {
      const labels = { method: "email", outcome };
      expect(total(after, "typetempo_sign_ins_total", labels)).toBe(
        total(before, "typetempo_sign_ins_total", labels) + 1,
      );
    }
  });

  it("count a saved result by its verification, and a refused save as a 429 of its route", async () => {
    const before = await scrape();
    const saved = await post(
      "/api/results",
      await finishedTimedTest(post, NON_PRODUCTION_SECRET, {
        seconds: 30,
        difficulty: "easy",
        wpm: 60,
      }),
    );
    expect(saved.status).toBe(201);
    const refused = await post(
      "/api/results",
      await finishedTimedTest(post, NON_PRODUCTION_SECRET, {
        seconds: 30,
        difficulty: "easy",
        wpm: 60,
        seed: 2,
      }),
    );
    expect(refused.status).toBe(429);

    const after = await scrape();
    const verification = (saved.body as { verification: string }).verification;
    expect(total(after, "typetempo_result_saves_total", { verification })).toBe(
      total(before, "typetempo_result_saves_total", { verification }) + 1,
    );
    const route = { route: "/api/results" };
    expect(total(after, "typetempo_rate_limited_total", route)).toBe(
      total(before, "typetempo_rate_limited_total", route) + 1,
    );
    const saves = { method: "POST", route: "/api/results" };
    const count = "typetempo_http_request_duration_seconds_count";
    expect(total(after, count, { ...saves, status: "201" })).toBe(
      total(before, count, { ...saves, status: "201" }) + 1,
    );
    expect(total(after, count, { ...saves, status: "429" })).toBe(
      total(before, count, { ...saves, status: "429" }) + 1,
    );
    // Saving ran queries, each timed.
    expect(total(after, "typetempo_db_query_duration_seconds_count")).toBeGreaterThan(
      total(before, "typetempo_db_query_duration_seconds_count"),
    );
  });

  it("label routes by their pattern, and every unknown URL as one", async () => {
    await t.app.inject({ method: "GET", url: "/api/no-such-thing/1" });
    await t.app.inject({ method: "GET", url: "/api/no-such-thing/2?x=y" });
    await t.app.inject({ method: "GET", url: "/api/leaderboard?mode=1-minute&difficulty=easy" });

    const samples = await scrape();
    const routes = new Set(
      samples
        .filter((s) => s.name === "typetempo_http_request_duration_seconds_count")
        .map((s) => s.labels.route),
    );
    expect(routes).toContain("unmatched");
    expect(routes).toContain("/api/leaderboard");
    expect([...routes].filter((r) => r!.includes("no-such-thing") || r!.includes("?"))).toEqual([]);
    expect(
      total(samples, "typetempo_http_request_duration_seconds_count", {
        route: "unmatched",
        status: "404",
      }),
    ).toBeGreaterThanOrEqual(2);
  });

  it("include the process's memory and event-loop lag", async () => {
    const samples = await scrape();
    expect(total(samples, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === "nodejs_eventloop_lag_seconds")).toBe(true);
    expect(total(samples, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  });
});

describe("without METRICS_TOKEN", () => {
  it("there is no /metrics", async () => {
    const t = await createTestApp();
    try {
      expect(t.app.hasRoute({ method: "GET", url: "/metrics" })).toBe(false);
      const response = await t.app.inject({ method: "GET", url: "/metrics" });
      expect(response.statusCode).not.toBe(200);
      expect(response.body).not.toContain("typetempo_");
    } finally {
      await t.close();
    }
  });

  it("a short or spaced token is refused with the reason", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: "a test token with spaces" })).toThrow(
      /METRICS_TOKEN: must be printable ASCII/,
    );
  });
});
