import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthResponseSchema } from "../core/api/health.ts";
import { DIFFICULTIES } from "../core/typing/difficulty.ts";
import { corpusRows, seedPassages } from "./passages/seed.ts";
import { PASSAGE_LANGUAGES } from "../core/texts/languages.ts";
import { typingTexts } from "./db/schema.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the server", () => {
  it("reports a healthy database on /api/health", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(response.json());
    expect(body.status).toBe("ok");
    expect(body.database.status).toBe("up");
    expect(body.database.driver).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
  });

  it("publishes an OpenAPI document that lists every API route", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/passages"]),
    );
    const params = doc.paths["/api/passages"].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(["difficulty", "exclude"]));
    // better-auth's endpoints that the site calls, not the rest of the bridge.
    const auth = Object.keys(doc.paths).filter((path) => path.startsWith("/api/auth/"));
    expect(auth.sort()).toEqual([
      "/api/auth/change-email",
      "/api/auth/change-password",
      "/api/auth/get-session",
      "/api/auth/request-password-reset",
      "/api/auth/reset-password",
      "/api/auth/send-verification-email",
      "/api/auth/sign-in/email",
      "/api/auth/sign-in/social",
      "/api/auth/sign-out",
      "/api/auth/sign-up/email",
    ]);
    expect(doc.paths["/api/auth/sign-in/email"].post.summary).toMatch(/^Sign in/);
    expect(Object.keys(doc.paths["/api/auth/sign-in/email"].post.responses)).toContain("401");
  });

  it("serves a browsable API docs page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/nothing-here?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: "Not Found",
      message: "No API route matches POST /api/nothing-here",
    });
  });

  it("seeds at least 30 English passages per difficulty and 15 in each other language, once", async () => {
    const { db } = t.app.database;
    const rows = await db.select().from(typingTexts);
    for (const language of PASSAGE_LANGUAGES) {
      for (const difficulty of DIFFICULTIES) {
        const count = rows.filter(
          (row) => row.difficulty === difficulty && row.language === language,
        ).length;
        expect(count).toBeGreaterThanOrEqual(language === "en" ? 30 : 15);
      }
    }
    expect(rows).toHaveLength(corpusRows().length);
    expect(await seedPassages(db)).toBe(0);
  });
});
