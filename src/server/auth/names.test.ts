import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signUpRequest, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { users } from "../db/schema.ts";

let t: TestApp;
let owner: TestUser;
let player: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
  owner = await createUser(t.app, { username: "tc_max60" });
  player = await createUser(t.app, { username: "Ada_Types" });
});
afterAll(() => t.close());

const TOO_SHORT = "Username must be at least 3 characters";
const TOO_LONG = "Username must be at most 20 characters";
const INVALID = "Username can only contain letters, numbers, underscores, and hyphens";
const MISMATCH = "Your display name must be your username; only its letter case may differ";
const TAKEN = "Username already taken";

function updateUser(user: TestUser, payload: object) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/update-user",
    headers: { cookie: user.cookie },
    payload,
  });
}

async function namesOf(user: TestUser) {
  const [row] = await t.app.database.db
    .select({ username: users.username, displayUsername: users.displayUsername })
    .from(users)
    .where(eq(users.id, user.id));
  return row;
}

describe("POST /api/auth/update-user", () => {
  it.each([
    ["another player's name", "tc_max60", MISMATCH],
    ["another player's name in another case", "TC_MAX60", MISMATCH],
    ["a look-alike of another player's name", "tc_max6O", MISMATCH],
    ["an empty name", "", TOO_SHORT],
    ["15,000 characters", "a".repeat(15_000), TOO_LONG],
    ["a right-to-left override", "\u202eAda_Types", INVALID],
    ["a zero-width space", "Ada_\u200bTypes", INVALID],
    ["a Cyrillic look-alike", "Аda_Types", INVALID],
  ])("refuses %s as display name, and changes nothing", async (_what, displayUsername, message) => {
    const response = await updateUser(player, { displayUsername });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await namesOf(player)).toEqual({ username: "ada_types", displayUsername: "Ada_Types" });
  });

  it("refuses a display name that is not text", async () => {
    const response = await updateUser(player, { displayUsername: null });
    expect(response.statusCode).toBe(400);
    expect(await namesOf(player)).toEqual({ username: "ada_types", displayUsername: "Ada_Types" });
  });

  it("lets a player change the letter case of their own name", async () => {
    const user = await createUser(t.app, { username: "case_changer" });
    const response = await updateUser(user, { displayUsername: "Case_CHANGER" });
    expect(response.statusCode).toBe(200);
    expect(await namesOf(user)).toEqual({
      username: "case_changer",
      displayUsername: "Case_CHANGER",
    });
  });

  it.each([
    ["another player's name in another case", { username: "Tc_Max60" }, TAKEN],
    ["a look-alike of another player's name", { username: "tc_rnax6O" }, TAKEN],
    ["an invalid name", { username: "bad name" }, INVALID],
    [
      "a display name apart from it",
      { username: "fresh_name", displayUsername: "tc_max60" },
      MISMATCH,
    ],
  ])("refuses a username change to %s", async (_what, payload, message) => {
    const response = await updateUser(player, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await namesOf(player)).toEqual({ username: "ada_types", displayUsername: "Ada_Types" });
  });

  it("keeps the display name in step when the username changes", async () => {
    const user = await createUser(t.app, { username: "old_name" });
    const response = await updateUser(user, { username: "New_Name9" });
    expect(response.statusCode).toBe(200);
    expect(await namesOf(user)).toEqual({ username: "new_name9", displayUsername: "New_Name9" });
  });

  it("shows the leaderboard one tc_max60: the owner's", async () => {
    const [row] = await t.app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.displayUsername, "tc_max60"));
    expect(row).toEqual({ id: owner.id });
  });
});

describe("sign-up", () => {
  it.each([
    ["a display name that is another player's", "tc_max60", MISMATCH],
    ["a display name with a right-to-left override", "\u202efresh_one", INVALID],
  ])("refuses %s", async (_what, displayUsername, message) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: {
        email: "fresh@example.com",
        password: "secret1",
        name: "fresh_one",
        username: "fresh_one",
        displayUsername,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const rows = await t.app.database.db
      .select()
      .from(users)
      .where(eq(users.email, "fresh@example.com"));
    expect(rows).toEqual([]);
  });

  it.each(["TC_max60", "tc_rnax60", "TC_MAX6O", "Tc_Max6O", "tc_max6o"])(
    "refuses %j, which looks like a taken name",
    async (username) => {
      const response = await signUpRequest(t.app, {
        email: `${username.toLowerCase()}@example.org`,
        password: "secret1",
        username,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(TAKEN);
    },
  );
});

describe("PATCH /api/me/username", () => {
  it("refuses another player's name in any case or look-alike spelling, allows one's own", async () => {
    const user = await createUser(t.app, { username: "renamer" });
    const patch = (username: string) =>
      t.app.inject({
        method: "PATCH",
        url: "/api/me/username",
        headers: { cookie: user.cookie },
        payload: { username },
      });
    for (const name of ["TC_MAX60", "tc_max6O", "Ada_TypeS", "ada_types"]) {
      const response = await patch(name);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(TAKEN);
    }
    expect((await patch("ReNamer")).statusCode).toBe(200);
    expect(await namesOf(user)).toEqual({ username: "renamer", displayUsername: "ReNamer" });
  });
});

describe("better-auth's POST /api/auth/is-username-available", () => {
  it.each([
    ["TC_MAX60", false],
    ["tc_rnax6O", false],
    ["free_name_42", true],
  ])("answers %j: available %s", async (username, available) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/is-username-available",
      payload: { username },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available });
  });
});
