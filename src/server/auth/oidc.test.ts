import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import { createUser } from "../../../tests/support/accounts.ts";
import { startOidcProvider, type LocalOidcProvider } from "../../../tests/support/oidc-provider.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
let provider: LocalOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider();
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: "1000",
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: "typetempo-test",
    OIDC_CLIENT_SECRET: "test-client-secret",
    OIDC_NAME: "Local ID",
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

function cookiesOf(response: LightMyRequestResponse | Response): string[] {
  if (response instanceof Response) return response.headers.getSetCookie();
  const raw = response.headers["set-cookie"];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

function cookieHeader(setCookies: string[]): string {
  return setCookies
    .filter((c) => !/Max-Age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The whole authorization-code round trip: our API, the provider, the callback. */
async function signInThroughProvider() {
  const start = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/social",
    payload: { provider: "oidc", callbackURL: "/profile" },
  });
  expect(start.statusCode).toBe(200);
  const authorizeUrl = new URL(start.json().url);
  expect(authorizeUrl.origin).toBe(new URL(provider.issuer).origin);
  expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorizeUrl.searchParams.get("response_type")).toBe("code");

  const atProvider = await fetch(authorizeUrl, { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get("location")!);
  expect(callback.pathname).toBe("/api/auth/callback/oidc");

  const back = await t.app.inject({
    method: "GET",
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: cookieHeader(cookiesOf(start)) },
  });
  expect(back.statusCode).toBe(302);
  const cookie = cookieHeader(cookiesOf(back));
  const session = await t.app.inject({ url: "/api/auth/get-session", headers: { cookie } });
  return { location: back.headers.location, session: session.json(), cookie };
}

it("lists the configured provider under its display name", async () => {
  const response = await t.app.inject({ url: "/api/auth-providers" });
  expect(response.json()).toEqual({
    providers: [{ id: "oidc", name: "Local ID", kind: "oidc" }],
  });
});

it("signs a new user in with PKCE, lands on /profile and derives a valid username", async () => {
  provider.signInAs({ sub: "ext-1", email: "grace@example.com", name: "Grace Hopper" });
  const { location, session } = await signInThroughProvider();
  expect(location).toBe("/profile");
  expect(session.user).toMatchObject({
    email: "grace@example.com",
    username: "grace_hopper",
    displayUsername: "Grace_Hopper",
  });
});

it("counts the address as verified when the provider vouches for it, so results rank at once", async () => {
  provider.signInAs({ sub: "ext-v1", email: "vouched@example.com", name: "Vouched Typist" });
  expect((await signInThroughProvider()).session.user.emailVerified).toBe(true);
  provider.signInAs({
    sub: "ext-v2",
    email: "unvouched@example.com",
    name: "Unvouched Typist",
    email_verified: false,
  });
  expect((await signInThroughProvider()).session.user.emailVerified).toBe(false);
});

it("appends digits when the derived username is taken, and signs the same person in again", async () => {
  await createUser(t.app, { username: "Alan_Turing" });
  provider.signInAs({ sub: "ext-2", email: "alan@example.com", name: "Alan Turing" });
  const first = await signInThroughProvider();
  expect(first.session.user.displayUsername).toBe("Alan_Turing2");
  const again = await signInThroughProvider();
  expect(again.session.user.id).toBe(first.session.user.id);
});

it("takes a free, valid preferred username as it is", async () => {
  provider.signInAs({
    sub: "ext-3",
    email: "kat@example.com",
    name: "Katherine Johnson",
    preferred_username: "KJ_orbits",
  });
  const { session } = await signInThroughProvider();
  expect(session.user).toMatchObject({ username: "kj_orbits", displayUsername: "KJ_orbits" });
});

it.each([
  ["taken in another case", "ALAN_TURING", "ALAN_TURING3"],
  ["a look-alike of a taken one", "KJ_0rbits", "KJ_0rbits2"],
  [
    "with a right-to-left override and a zero-width space",
    "\u202eGrace\u200b_Hopper",
    "Grace_Hopper2",
  ],
  ["empty", "", "Linus_T"],
])("makes a preferred username %s valid and unique", async (_what, preferred, expected) => {
  const sub = `ext-${preferred.length}-${expected}`;
  provider.signInAs({
    sub,
    email: `${sub}@example.com`,
    name: "Linus T",
    preferred_username: preferred,
  });
  const { session } = await signInThroughProvider();
  expect(session.user.displayUsername).toBe(expected);
  expect(session.user.username).toBe(expected.toLowerCase());
});

it.each([
  [
    "a copy of an account's address",
    "Taken.Mailbox+id@example.com",
    "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
  ],
  ["a disposable-mail address", "someone@mailinator.com", "DISPOSABLE_EMAIL"],
])("makes no account for %s, and says why on the error page", async (_what, email, code) => {
  if (code !== "DISPOSABLE_EMAIL") await createUser(t.app, { email: "taken.mailbox@example.com" });
  provider.signInAs({ sub: `ext-refused-${code}`, email, name: "Refused Typist" });
  const { location, session } = await signInThroughProvider();
  expect(new URL(location!, "http://localhost").searchParams.get("error")).toBe(code);
  expect(session).toBeNull();
  const rows = await t.app.database.db
    .select()
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  expect(rows).toEqual([]);
});

it("keeps the provider's name and picture only as far as they follow the rules", async () => {
  const profileOf = async (id: string) =>
    (
      await t.app.database.db
        .select({ name: users.name, image: users.image })
        .from(users)
        .where(eq(users.id, id))
    )[0];
  provider.signInAs({
    sub: "ext-pic-1",
    email: "pictured@example.com",
    name: "Ada Lovelace",
    picture: "https://avatars.example.com/ada.png",
  });
  const kept = (await signInThroughProvider()).session.user;
  expect(await profileOf(kept.id)).toEqual({
    name: "Ada Lovelace",
    image: "https://avatars.example.com/ada.png",
  });

  provider.signInAs({
    sub: "ext-pic-2",
    email: "unruly@example.com",
    name: `\u202eMallory\u200b ${"m".repeat(10_000)}`,
    picture: "javascript:alert(document.cookie)",
  });
  const cleaned = (await signInThroughProvider()).session.user;
  const row = await profileOf(cleaned.id);
  expect(row?.image).toBeNull();
  expect(row?.name).toBe(`Mallory ${"m".repeat(92)}`);
});
