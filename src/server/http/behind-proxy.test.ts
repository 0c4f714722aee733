import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { contactMessages, sessions } from "../db/schema.ts";

/** The reverse proxy in front of the server, and two typists it forwards. */
const PROXY = "10.0.0.1";
const ADA = "203.0.113.7";
const BOB = "198.51.100.20";
/** A client that reaches the server without the proxy. */
const STRANGER = "192.0.2.99";

/** A request as the proxy forwards it: the client's address appended to X-Forwarded-For. */
function viaProxy(client: string, headers: Record<string, string> = {}) {
  const earlier = headers["x-forwarded-for"];
  return {
    remoteAddress: PROXY,
    headers: {
      ...headers,
      "x-forwarded-for": earlier ? `${earlier}, ${client}` : client,
      "x-forwarded-proto": headers["x-forwarded-proto"] ?? "https",
      host: "typetempo.example",
    },
  };
}

// Three servers: one trusting the proxy by address, one by hop count, one trusting no proxy.
let byAddress: TestApp;
let byHops: TestApp;
let off: TestApp;
beforeAll(async () => {
  [byAddress, byHops, off] = await Promise.all([
    createTestApp({ TRUST_PROXY: `${PROXY},127.0.0.1` }),
    createTestApp({ TRUST_PROXY: "1" }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([byAddress.close(), byHops.close(), off.close()]);
});

let messages = 0;
/** Sends a contact message and answers the address the server stored it from. */
async function storedAddress(t: TestApp, request: ReturnType<typeof viaProxy>) {
  messages += 1;
  const subject = `Proxy test ${messages}`;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { name: "Ada", email: "ada@example.com", subject, message: "Hello there." },
    ...request,
  });
  expect(response.statusCode).toBe(201);
  const [row] = await t.app.database.db
    .select({ ipAddress: contactMessages.ipAddress })
    .from(contactMessages)
    .where(eq(contactMessages.subject, subject));
  return row?.ipAddress;
}

describe("behind one trusted proxy", () => {
  it.each([
    ["its address", () => byAddress],
    ["a hop count", () => byHops],
  ])("named by %s, the server sees the client's address, not the proxy's", async (_how, app) => {
    expect(await storedAddress(app(), viaProxy(ADA))).toBe(ADA);
    // An address the client made up comes before the one the proxy appended, and is ignored.
    expect(
      await storedAddress(app(), viaProxy(ADA, { "x-forwarded-for": "6.6.6.6, 7.7.7.7" })),
    ).toBe(ADA);
  });

  it("takes the client's address from the proxy only, not from a client that reaches the server directly", async () => {
    const direct = { ...viaProxy(ADA), remoteAddress: STRANGER };
    expect(await storedAddress(byAddress, direct)).toBe(STRANGER);
  });

  it("records a session's address as the client's", async () => {
    const response = await byAddress.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: {
        email: "proxied@example.com",
        password: "correct-horse",
        username: "proxied",
        name: "proxied",
      },
      ...viaProxy(BOB),
    });
    expect(response.statusCode).toBe(200);
    const userId = response.json().user.id as string;
    const [session] = await byAddress.app.database.db
      .select({ ipAddress: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(session?.ipAddress).toBe(BOB);
  });

  it("counts rate limits per client, not one for everyone behind the proxy", async () => {
    const newsletter = (client: string, n: number) =>
      byHops.app.inject({
        method: "POST",
        url: "/api/newsletter",
        payload: { email: `reader${client}-${n}@example.com` },
        ...viaProxy(client),
      });
    const ada: number[] = [];
    for (let n = 0; n < 11; n++) ada.push((await newsletter(ADA, n)).statusCode);
    expect(ada.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(ada[10]).toBe(429);
    expect((await newsletter(BOB, 0)).statusCode).toBe(201);

    // Sign-ins are counted by better-auth, which learns the address from the server. Each
    // names another account, so only the limit per address applies.
    const signIn = (client: string, n: number) =>
      byHops.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: `nobody-${n}@example.com`, password: "not-the-password" },
        ...viaProxy(client),
      });
    const adaSignIns: number[] = [];
    for (let n = 0; n < 11; n++) adaSignIns.push((await signIn(ADA, n)).statusCode);
    expect(adaSignIns.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(adaSignIns[10]).toBe(429);
    expect((await signIn(BOB, 11)).statusCode).toBe(401);
  });

  it("marks cookies Secure when the proxy says the visitor came over https", async () => {
    const body = { email: "secure@example.com", password: "correct-horse", username: "secure_1" };
    const response = await byAddress.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { ...body, name: body.username },
      ...viaProxy(ADA, { origin: "https://typetempo.example" }),
    });
    // The https page's own origin passes the same-origin check, as the proxy names the scheme.
    expect(response.statusCode).toBe(200);
    const cookies = [response.headers["set-cookie"] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);

    const plain = await byAddress.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: {
        email: "plain@example.com",
        password: "correct-horse",
        username: "plain_1",
        name: "plain_1",
      },
      ...viaProxy(BOB, { "x-forwarded-proto": "http" }),
    });
    expect(plain.statusCode).toBe(200);
    expect([plain.headers["set-cookie"]].flat().join("\n")).not.toMatch(/Secure/i);
  });
});

describe("with TRUST_PROXY off", () => {
  it("ignores a spoofed X-Forwarded-For: the address is the connection's", async () => {
    expect(await storedAddress(off, { ...viaProxy(ADA), remoteAddress: STRANGER })).toBe(STRANGER);
  });

  it("counts one rate limit for a client that changes its X-Forwarded-For on every request", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      const response = await off.app.inject({
        method: "POST",
        url: "/api/newsletter",
        payload: { email: `rotating-${n}@example.com` },
        ...viaProxy(`203.0.113.${100 + n}`),
        remoteAddress: STRANGER,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("does not take X-Forwarded-Proto for https: no Secure cookie on plain http", async () => {
    const spoofed = await off.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: {
        email: "spoof@example.com",
        password: "correct-horse",
        username: "spoof_1",
        name: "spoof_1",
      },
      remoteAddress: STRANGER,
      headers: { "x-forwarded-proto": "https", "x-forwarded-for": ADA },
    });
    expect(spoofed.statusCode).toBe(200);
    expect([spoofed.headers["set-cookie"]].flat().join("\n")).not.toMatch(/Secure/i);
    const [session] = await off.app.database.db
      .select({ ipAddress: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.userId, spoofed.json().user.id as string));
    expect(session?.ipAddress).toBe(STRANGER);
  });
});
