import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

/** Light-my-request's Host, so this is the origin of the site as the test app sees it. */
const SITE = "http://localhost:80";
const EVIL = { origin: "https://evil.example" };

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

function profile() {
  return t.app.inject({ url: "/api/me/profile", headers: { cookie: user.cookie } });
}

function renameTo(username: string, headers: Record<string, string>) {
  return t.app.inject({
    method: "PATCH",
    url: "/api/me/username",
    headers: { cookie: user.cookie, ...headers },
    payload: { username },
  });
}

describe("a forged cross-site request with the victim's session cookie", () => {
  it.each([
    ["another origin", EVIL],
    ["an opaque origin", { origin: "null" }],
    ["a lookalike origin", { origin: `${SITE}.evil.example` }],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
  ])("from %s is refused with a JSON 403 and changes nothing", async (_from, headers) => {
    const response = await renameTo("hijacked", headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: "Forbidden",
      message: "Requests from other sites cannot change anything here.",
    });
    expect((await profile()).json().user.username).toBe(user.username);
  });

  it("cannot delete the account", async () => {
    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/me",
      headers: { cookie: user.cookie, ...EVIL },
      payload: { confirm: true },
    });
    expect(response.statusCode).toBe(403);
    expect((await profile()).statusCode).toBe(200);
  });

  it("cannot sign the user out or change the password through better-auth", async () => {
    const signOut = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie: user.cookie, ...EVIL },
    });
    expect(signOut.statusCode).toBe(403);
    const change = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie: user.cookie, ...EVIL },
      payload: { currentPassword: user.password, newPassword: "attacker-chosen" },
    });
    expect(change.statusCode).toBe(403);
    expect((await profile()).statusCode).toBe(200);
  });

  it("cannot send a contact message in someone's name", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: EVIL,
      payload: { name: "Victim", email: "victim@example.com", subject: "Hi", message: "Spam" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("a request from the site itself", () => {
  it("changes the username when the browser says it is same-origin", async () => {
    const response = await renameTo(`${user.username}x`, {
      origin: SITE,
      "sec-fetch-site": "same-origin",
    });
    expect(response.statusCode).toBe(200);
    expect((await profile()).json().user.username).toBe(`${user.username}x`);
    expect((await renameTo(user.username, { origin: SITE })).statusCode).toBe(200);
  });

  it("is accepted from a client that is not a browser (no Origin, no Sec-Fetch-Site)", async () => {
    expect((await renameTo(user.username, {})).statusCode).toBe(200);
  });

  it("may read from anywhere: only changes are checked", async () => {
    const response = await t.app.inject({
      url: "/api/me/profile",
      headers: { cookie: user.cookie, ...EVIL, "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("with BETTER_AUTH_URL", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ BETTER_AUTH_URL: "https://typetempo.example/" });
  });
  afterAll(() => proxied.close());

  const subscribe = (origin: string) =>
    proxied.app.inject({
      method: "POST",
      url: "/api/newsletter",
      headers: { origin },
      payload: { email: "reader@example.com" },
    });

  it("trusts that public origin, and it alone", async () => {
    expect((await subscribe("https://typetempo.example")).statusCode).toBe(201);
    expect((await subscribe(SITE)).statusCode).toBe(403);
    expect((await subscribe("http://typetempo.example")).statusCode).toBe(403);
  });
});
