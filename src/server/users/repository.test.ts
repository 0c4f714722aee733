import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { findUserByUsername, usernameTaken } from "./repository.ts";

let t: TestApp;
let grace: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
  grace = await createUser(t.app, { username: "Grace_H" });
  await createUser(t.app, { username: "someone-else" });
});
afterAll(() => t.close());

describe("the username look-up", () => {
  it.each(["Grace_H", "grace_h", "GRACE_H", "gRaCe_h"])("finds the holder of %j", async (name) => {
    expect(await findUserByUsername(t.app.database.db, name)).toEqual({
      id: grace.id,
      email: grace.email,
    });
    expect(await usernameTaken(t.app.database.db, name)).toBe(true);
  });

  it("finds nobody for a free username, nor for part of a taken one", async () => {
    for (const name of ["free_name", "grace", "grace_h2"]) {
      expect(await findUserByUsername(t.app.database.db, name)).toBeNull();
      expect(await usernameTaken(t.app.database.db, name)).toBe(false);
    }
  });

  it("leaves out the user renaming themself, and only them", async () => {
    const db = t.app.database.db;
    expect(await usernameTaken(db, "GRACE_h", { exceptUserId: grace.id })).toBe(false);
    expect(await usernameTaken(db, "Someone-Else", { exceptUserId: grace.id })).toBe(true);
  });
});

describe("names that look alike", () => {
  it.each(["s0meone-else", "SOMEONE-E1SE", "someone-eIse", "sorneone-else"])(
    "counts the look-alike %j as taken, though nobody has that exact name",
    async (name) => {
      const db = t.app.database.db;
      expect(await findUserByUsername(db, name)).toBeNull();
      expect(await usernameTaken(db, name)).toBe(true);
      expect(await usernameTaken(db, name, { exceptUserId: grace.id })).toBe(true);
    },
  );

  it("keeps apart names that only look alike to a machine", async () => {
    for (const name of ["someone_else", "someone-els", "grace-h", "grace_n"]) {
      expect(await usernameTaken(t.app.database.db, name)).toBe(false);
    }
  });
});
