import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactResponseSchema } from "../../core/api/contact.ts";
import { CONTACT_LIMITS, CONTACT_THANK_YOU } from "../../core/site/contact-fields.ts";
import { contactMessages } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { CONTACT_RATE_LIMIT } from "./routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VALID = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Leaderboard question",
  message: "Why is my 10-minute result not on the leaderboard?",
};

/** Each test sends from its own address so the per-IP limit of one never trips another. */
async function send(body: unknown, remoteAddress: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: body as object,
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json() };
}

let badSenders = 0;

describe("POST /api/contact", () => {
  it("stores the message, trimmed, with the sender's IP and thanks the sender", async () => {
    const { status, body } = await send(
      { ...VALID, name: "  Ada Lovelace ", subject: " Leaderboard question\n" },
      "10.0.0.1",
    );
    expect(status).toBe(201);
    expect(contactResponseSchema.parse(body)).toEqual({
      received: true,
      message: CONTACT_THANK_YOU,
    });
    const rows = await t.app.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.ipAddress, "10.0.0.1"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...VALID, ipAddress: "10.0.0.1" });
  });

  it.each([
    ["a missing name", { ...VALID, name: undefined }, /name/],
    ["a blank subject", { ...VALID, subject: "   " }, /Subject is required/],
    ["an empty message", { ...VALID, message: "" }, /Message is required/],
    ["a malformed e-mail", { ...VALID, email: "ada-at-example" }, /valid e-mail/],
    [
      "an overlong message",
      { ...VALID, message: "x".repeat(CONTACT_LIMITS.message + 1) },
      /at most 5000/,
    ],
    ["an unknown field", { ...VALID, phone: "123" }, /phone/],
    ["a non-string field", { ...VALID, name: 42 }, /name/],
  ])("answers %s with a JSON 400 and stores nothing", async (_case, body, message) => {
    const before = await t.app.database.db.$count(contactMessages);
    const { status, body: error } = await send(body, `10.0.2.${++badSenders}`);
    expect(status).toBe(400);
    expect(error).toMatchObject({ error: "Bad Request" });
    expect(error.message).toMatch(message);
    expect(await t.app.database.db.$count(contactMessages)).toBe(before);
  });

  it(`answers the ${CONTACT_RATE_LIMIT.max + 1}th message from one address within the window with a JSON 429`, async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await send(VALID, "10.0.0.3")).status).toBe(201);
    }
    const { status, body } = await send(VALID, "10.0.0.3");
    expect(status).toBe(429);
    expect(body).toEqual({
      error: "Too Many Requests",
      message: expect.stringMatching(
        /^Too many messages from your connection\. Please try again in/,
      ),
    });
    const stored = await t.app.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.ipAddress, "10.0.0.3"));
    expect(stored).toHaveLength(CONTACT_RATE_LIMIT.max);
    // Another visitor is not affected.
    expect((await send(VALID, "10.0.0.4")).status).toBe(201);
  });
});

describe("the OpenAPI document", () => {
  it("describes the contact and newsletter endpoints from their schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    const doc = response.json();
    expect(
      doc.paths["/api/contact"].post.requestBody.content["application/json"].schema,
    ).toMatchObject({ required: ["name", "email", "subject", "message"] });
    expect(Object.keys(doc.paths["/api/newsletter"].post.responses)).toEqual(
      expect.arrayContaining(["200", "201", "400", "429"]),
    );
  });
});
