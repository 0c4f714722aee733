import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, users } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MESSAGE = { name: "Ada", email: "ada@example.com", subject: "Hello" };
const NUL_ERROR = {
  error: "Bad Request",
  message: "Text cannot contain the NUL character (U+0000).",
};

function contact(message: string) {
  return t.app.inject({ method: "POST", url: "/api/contact", payload: { ...MESSAGE, message } });
}

describe("text the database cannot store", () => {
  it("is refused in a JSON body with a 400, and nothing is stored", async () => {
    const before = await t.app.database.db.$count(contactMessages);
    const nul = await contact("before\u0000after");
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual(NUL_ERROR);
    const surrogate = await contact("half an emoji: \ud83d");
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().message).toMatch(/unpaired surrogate/);
    expect(await t.app.database.db.$count(contactMessages)).toBe(before);
  });

  it("is refused in a query string", async () => {
    const response = await t.app.inject({ url: "/api/username-availability?username=ab%00c" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NUL_ERROR);
  });

  it("is refused in a better-auth body, JSON or form-encoded", async () => {
    const before = await t.app.database.db.$count(users);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: {
        email: "nul@example.com",
        password: "secret-1",
        username: "nul_user",
        name: "a\u0000",
      },
    });
    expect(json.statusCode).toBe(400);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=nul%40example.com&password=secret-1&username=nul_user&name=%00",
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual(NUL_ERROR);
    expect(await t.app.database.db.$count(users)).toBe(before);
  });

  it("does not cover whole emoji, accents or other control characters, which are accepted", async () => {
    const response = await contact("Thanks 👩‍💻 — café\ttabs\u0007bell");
    expect(response.statusCode).toBe(201);
  });
});
