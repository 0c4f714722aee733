import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_FIELD_MESSAGES as M } from "../../core/account/profile-fields.ts";
import { createUser, signUpRequest, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { users } from "../db/schema.ts";

let t: TestApp;
let typist: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
  typist = await createUser(t.app, { username: "Ada_Types" });
});
afterAll(() => t.close());

const updateUser = (payload: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/update-user",
    headers: { cookie: typist.cookie },
    payload,
  });

async function fieldsOf(id: string) {
  const [row] = await t.app.database.db
    .select({ name: users.name, image: users.image, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

describe("the account's name and image on POST /api/auth/update-user", () => {
  it.each([
    ["a 10 kB name", { name: "a".repeat(10_000) }, M.nameTooLong],
    ["a name with a right-to-left override", { name: "\u202eAda" }, M.nameInvisible],
    ["a name that is not text", { name: 42 }, M.nameNotText],
    ["a javascript: image", { image: "javascript:alert(document.cookie)" }, M.image],
    ["a data: image", { image: "data:text/html,<script>alert(1)</script>" }, M.image],
    ["a 10 kB image address", { image: `https://x.example/${"a".repeat(10_000)}` }, M.image],
    ["a good name with a bad image", { name: "Ada", image: "http://x.example/a.png" }, M.image],
  ])("refuses %s with a 400 and changes nothing", async (_what, payload, message) => {
    const before = await fieldsOf(typist.id);
    const response = await updateUser(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "Bad Request", message });
    expect(await fieldsOf(typist.id)).toEqual(before);
  });

  it("stores a name and an https:// image that follow the rules, and clears the image", async () => {
    const set = await updateUser({ name: "Ada Lovelace", image: "https://x.example/ada.png" });
    expect(set.statusCode).toBe(200);
    expect(await fieldsOf(typist.id)).toMatchObject({
      name: "Ada Lovelace",
      image: "https://x.example/ada.png",
    });
    expect((await updateUser({ image: null })).statusCode).toBe(200);
    expect(await fieldsOf(typist.id)).toMatchObject({ name: "Ada Lovelace", image: null });
  });
});

describe("the account's name and image at sign-up", () => {
  it.each([
    ["name", { name: "a".repeat(10_000) }, M.nameTooLong],
    ["image", { image: "javascript:alert(1)" }, M.image],
  ])("refuse a bad %s with a 400 and create no account", async (field, extra, message) => {
    const email = `refused.${field}@example.com`;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: {
        email,
        password: "secret1",
        username: "refused_one",
        name: "refused_one",
        ...extra,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.app.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("keeps the username's message first when the username is what is wrong", async () => {
    const response = await signUpRequest(t.app, {
      email: "long.username@example.com",
      password: "secret1",
      username: "a".repeat(500),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Username must be at most 20 characters");
  });
});
