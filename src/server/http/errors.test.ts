import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { HttpError } from "./http-error.ts";

const GENERIC = {
  error: "Internal Server Error",
  message: "Something went wrong on our side. Please try again.",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Routes that fail the ways real handlers can, added before the app starts.
  t.app.get("/api/test-failures/crash", () => {
    throw new Error("connect ECONNREFUSED 10.1.2.3:5432 (password=hunter2) in /srv/app/db.ts");
  });
  t.app.get("/api/test-failures/database", async () => {
    await t.app.database.db.execute(sql`select secret_column from no_such_table`);
    return {};
  });
  t.app.get("/api/test-failures/refusal", () => {
    throw new HttpError(409, "That name is taken.");
  });
  t.app.post("/api/test-failures/echo", (request) => request.body ?? {});
});
afterAll(() => t.close());

describe("errors", () => {
  it("never show a crash's message or stack to the client", async () => {
    const response = await t.app.inject({ url: "/api/test-failures/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(GENERIC);
    expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|\/srv|\.ts|at /);
  });

  it("never show a database error, its SQL or its table names", async () => {
    const response = await t.app.inject({ url: "/api/test-failures/database" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(GENERIC);
    expect(response.body).not.toMatch(/no_such_table|secret_column|relation|select/i);
  });

  it("pass on the message of a deliberate refusal", async () => {
    const response = await t.app.inject({ url: "/api/test-failures/refusal" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: "Conflict", message: "That name is taken." });
  });

  it("say that a body is not JSON without quoting the parser", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/test-failures/echo",
      headers: { "content-type": "application/json" },
      payload: '{"a": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Bad Request",
      message: "Body is not valid JSON but content-type is set to 'application/json'",
    });
  });
});
