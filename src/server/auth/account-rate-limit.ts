import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { Database } from "../db/client.ts";
import { sharedCounts, tooManyRequests } from "../http/rate-limit.ts";
import { parseTextBody } from "../http/text-body.ts";
import { findUserByUsername } from "../users/repository.ts";
import type { AuthConfig } from "./config.ts";

/** The sign-in endpoints, and the body field that names the account in each. */
const SIGN_IN_FIELDS: Readonly<Record<string, "email" | "username">> = {
  "/api/auth/sign-in/email": "email",
  "/api/auth/sign-in/username": "username",
};
/** The key of attempts that name no account; better-auth refuses them, and its per-IP limit counts them. */
const NO_ACCOUNT = "";

/** A field of the body, as better-auth will read it. */
function field(request: FastifyRequest, name: string): string | null {
  const value = (parseTextBody(request) as Record<string, unknown> | null)?.[name];
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : null;
}

/**
 * Which account a sign-in attempt is for, by its e-mail address: a username is looked up, so
 * guesses by e-mail and by username share one count.
 */
async function signInAccount(db: Database, request: FastifyRequest): Promise<string> {
  const kind = request.method === "POST" ? SIGN_IN_FIELDS[request.url.split("?")[0]!] : undefined;
  const value = kind ? field(request, kind) : null;
  if (!value) return NO_ACCOUNT;
  if (kind === "email") return value;
  const owner = await findUserByUsername(db, value);
  return owner ? owner.email.toLowerCase() : `username:${value}`;
}

/**
 * Sign-in attempts per account, whatever the number of IPs they come from, so that a password
 * cannot be guessed from many addresses. In Redis when configured, so instances share it.
 * Registered in better-auth's bridge, where the body is still the raw text.
 */
export async function registerAccountRateLimit(
  bridge: FastifyInstance,
  db: Database,
  limit: AuthConfig["accountRateLimit"],
  redis?: Redis,
): Promise<void> {
  await bridge.register(rateLimit, {
    global: true,
    hook: "preHandler",
    max: limit.max,
    timeWindow: limit.windowSeconds * 1000,
    keyGenerator: (request) => signInAccount(db, request),
    allowList: (_request, key) => key === NO_ACCOUNT,
    errorResponseBuilder: tooManyRequests("sign-in attempts", "for this account"),
    ...sharedCounts(redis, "sign-in-account"),
  });
}
