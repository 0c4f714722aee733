import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { users } from "../../src/server/db/schema.ts";

export interface TestUser {
  email: string;
  password: string;
  username: string;
  /** The session cookie, ready for a `cookie` header. */
  cookie: string;
  id: string;
}

let counter = 0;

/** The session cookie a response sets, as a request header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const raw = response.headers["set-cookie"];
  const cookies = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const session = cookies.find((c) => c.includes("session_token=") && !c.includes("Max-Age=0"));
  if (!session) throw new Error(`No session cookie in ${response.statusCode} ${response.body}`);
  return session.split(";")[0]!;
}

export function signUpRequest(
  app: FastifyInstance,
  body: { email: string; password: string; username: string },
  remoteAddress?: string,
) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    payload: { ...body, name: body.username },
    ...(remoteAddress && { remoteAddress }),
  });
}

/**
 * A new user with a unique e-mail and username, signed in; `remoteAddress` is where the
 * sign-up comes from (127.0.0.1 unless given), for tests whose sign-up limit outlives them.
 */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<Pick<TestUser, "email" | "password" | "username">> = {},
  remoteAddress?: string,
): Promise<TestUser> {
  counter += 1;
  const tag = `${process.pid % 1000}${counter}`;
  const body = {
    email: overrides.email ?? `typist${tag}@example.com`,
    password: overrides.password ?? "correct-horse",
    username: overrides.username ?? `typist_${tag}`,
  };
  const response = await signUpRequest(app, body, remoteAddress);
  if (response.statusCode !== 200) {
    throw new Error(`Sign-up failed: ${response.statusCode} ${response.body}`);
  }
  return { ...body, cookie: sessionCookie(response), id: response.json().user.id };
}

/**
 * Marks a user's e-mail address verified in the database, as following the mailed link does
 * (email-verification.test.ts follows the link itself), so their results rank.
 */
export async function markEmailVerified(app: FastifyInstance, userId: string): Promise<void> {
  await app.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** createUser, for tests about something else, with an address that counts as verified. */
export async function createVerifiedUser(
  app: FastifyInstance,
  overrides: Partial<Pick<TestUser, "email" | "password" | "username">> = {},
  remoteAddress?: string,
): Promise<TestUser> {
  const user = await createUser(app, overrides, remoteAddress);
  await markEmailVerified(app, user.id);
  return user;
}
