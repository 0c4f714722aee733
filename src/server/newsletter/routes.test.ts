import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterResponseSchema } from "../../core/api/newsletter.ts";
import { NEWSLETTER_CONFIRMATION } from "../../core/site/contact-fields.ts";
import { newsletterSubscribers } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { NEWSLETTER_RATE_LIMIT } from "./routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function subscribe(body: unknown, remoteAddress: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/newsletter",
    payload: body as object,
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json() };
}

async function rowsFor(email: string) {
  return t.app.database.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
}

describe("POST /api/newsletter", () => {
  it("stores a new address, trimmed, and confirms with a 201", async () => {
    const { status, body } = await subscribe({ email: "  reader@example.com " }, "10.1.0.1");
    expect(status).toBe(201);
    expect(newsletterResponseSchema.parse(body)).toEqual({
      subscribed: true,
      message: NEWSLETTER_CONFIRMATION,
    });
    const rows = await rowsFor("reader@example.com");
    expect(rows.map((r) => r.email)).toEqual(["reader@example.com"]);
  });

  it("stores an address once, whatever its letter case, and confirms the repeat with a 200", async () => {
    expect((await subscribe({ email: "Twice@Example.com" }, "10.1.0.2")).status).toBe(201);
    const again = await subscribe({ email: "twice@example.COM" }, "10.1.0.2");
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ subscribed: true, message: NEWSLETTER_CONFIRMATION });
    expect(await rowsFor("twice@example.com")).toHaveLength(1);
  });

  it("keeps one row when the same address arrives twice at once", async () => {
    const results = await Promise.all([
      subscribe({ email: "race@example.com" }, "10.1.0.3"),
      subscribe({ email: "RACE@example.com" }, "10.1.0.3"),
    ]);
    expect(results.map((r) => r.status).toSorted()).toEqual([200, 201]);
    expect(await rowsFor("race@example.com")).toHaveLength(1);
  });

  it.each([
    ["no address", {}],
    ["a blank address", { email: "   " }],
    ["a malformed address", { email: "not an address" }],
    ["an overlong address", { email: `${"a".repeat(250)}@example.com` }],
    ["an unknown field", { email: "x@example.com", list: "all" }],
  ])("answers %s with a JSON 400 and stores nothing", async (_case, body) => {
    const before = await t.app.database.db.$count(newsletterSubscribers);
    const { status, body: error } = await subscribe(body, "10.1.0.4");
    expect(status).toBe(400);
    expect(error).toMatchObject({
      error: "Bad Request",
      message: expect.stringMatching(/email|list/),
    });
    expect(await t.app.database.db.$count(newsletterSubscribers)).toBe(before);
  });

  it(`answers the ${NEWSLETTER_RATE_LIMIT.max + 1}th sign-up from one address within the hour with a JSON 429`, async () => {
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.max; i++) {
      expect((await subscribe({ email: `many${i}@example.com` }, "10.1.0.5")).status).toBe(201);
    }
    const { status, body } = await subscribe({ email: "one-more@example.com" }, "10.1.0.5");
    expect(status).toBe(429);
    expect(body).toEqual({
      error: "Too Many Requests",
      message: expect.stringMatching(/^Too many sign-ups from your connection/),
    });
    expect(await rowsFor("one-more@example.com")).toHaveLength(0);
  });
});
