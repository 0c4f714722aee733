import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { changeUsername, findAccountUser, listSessions, listSignInMethods } from "./repository.ts";

let t: TestApp;
let ada: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
  ada = await createUser(t.app, { username: "Ada_L" });
  bob = await createUser(t.app);
});
afterAll(() => t.close());

describe("the account repository", () => {
  it("reads a user, their sign-in methods and their sessions", async () => {
    const db = t.app.database.db;
    const user = await findAccountUser(db, ada.id);
    expect(user).toMatchObject({ id: ada.id, email: ada.email, displayUsername: "Ada_L" });
    expect(await findAccountUser(db, "no-such-user")).toBeNull();
    expect((await listSignInMethods(db, ada.id)).map((m) => m.provider)).toEqual(["credential"]);
    expect(await listSessions(db, ada.id)).toHaveLength(1);
  });

  it("keeps a new username as typed for display and in lower case for look-ups", async () => {
    const db = t.app.database.db;
    expect(await changeUsername(db, bob.id, "Bob_The_Typist")).toBe(true);
    expect(await findAccountUser(db, bob.id)).toMatchObject({
      username: "bob_the_typist",
      displayUsername: "Bob_The_Typist",
    });
  });

  it("refuses a username someone else holds in another letter case, changing nothing", async () => {
    const db = t.app.database.db;
    const before = await findAccountUser(db, bob.id);
    expect(await changeUsername(db, bob.id, "ADA_l")).toBe(false);
    expect(await findAccountUser(db, bob.id)).toEqual(before);
  });
});
