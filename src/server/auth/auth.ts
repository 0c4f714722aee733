import { APIError, betterAuth, type BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { genericOAuth, username } from "better-auth/plugins";
import type { Redis } from "ioredis";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MESSAGES,
  USERNAME_MIN_LENGTH,
  normalizeUsername,
  usernameBaseFrom,
  usernameCandidate,
  usernameProblem,
} from "../../core/account/username.ts";
import type { AuthConfig } from "./config.ts";
import type { Database } from "../db/client.ts";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema.ts";
import { usernameTaken } from "../users/repository.ts";
import { redisSessionStorage } from "./redis-storage.ts";
import { trackTransactions } from "./transactions.ts";

/** better-auth reads the client IP from this header, which the Fastify bridge sets from request.ip. */
export const CLIENT_IP_HEADER = "x-typetempo-client-ip";
/** The generic OpenID Connect provider's id in callback URLs and account rows. */
export const OIDC_PROVIDER_ID = "oidc";

const DAY = 60 * 60 * 24;

type LogFn = (obj: object, msg: string) => void;
interface AuthLogger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

/** better-auth messages that are routine for us: a failed sign-in, a derived base URL. */
const ROUTINE = [/^User not found/, /^Invalid password/, /Base URL is not set/];

function logTo(logger: AuthLogger) {
  return (
    level: "debug" | "info" | "success" | "warn" | "error",
    message: string,
    ...args: unknown[]
  ) => {
    const target =
      level === "success"
        ? "info"
        : level === "warn" && ROUTINE.some((r) => r.test(message))
          ? "debug"
          : level;
    logger[target]({ source: "better-auth", details: args.length > 0 ? args : undefined }, message);
  };
}

interface CreateAuthOptions {
  db: Database;
  config: AuthConfig;
  secret: string;
  /** The app's Redis connection, when configured: sessions and rate limits go there. */
  redis?: Redis;
  logger: AuthLogger;
  /** Silences better-auth's own console logging (tests). */
  quiet: boolean;
}

/** A first external sign-in: a free, valid username derived from the provider's profile. */
async function uniqueUsernameFor(
  db: Database,
  profile: { name?: string | null; email?: string | null },
): Promise<string> {
  const base = usernameBaseFrom([profile.name, profile.email?.split("@")[0]]);
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = usernameCandidate(base, attempt);
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  throw new APIError("INTERNAL_SERVER_ERROR", { message: "Could not find a free username" });
}

export function createAuth({ db, config, secret, redis, logger, quiet }: CreateAuthOptions) {
  const database = trackTransactions(db);
  const socialProviders: BetterAuthOptions["socialProviders"] = {};
  if (config.google) socialProviders.google = { ...config.google, prompt: "select_account" };
  if (config.github) socialProviders.github = { ...config.github };
  const plugins = [
    username({
      minUsernameLength: USERNAME_MIN_LENGTH,
      maxUsernameLength: USERNAME_MAX_LENGTH,
      usernameValidator: (value) => usernameProblem(value) === null,
    }),
    ...(config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                name: config.oidc.name,
                discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : []),
  ];
  const authRule = { window: config.rateLimit.windowSeconds, max: config.rateLimit.max };

  return betterAuth({
    appName: "TypeTempo",
    basePath: "/api/auth",
    ...(config.baseURL ? { baseURL: config.baseURL } : {}),
    secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(database.db, {
      provider: "pg",
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    ...(redis ? { secondaryStorage: redisSessionStorage(redis) } : {}),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
    },
    socialProviders,
    plugins,
    session: {
      // A session lasts 30 days and is pushed forward, at most once a day, whenever it is used.
      expiresIn: 30 * DAY,
      updateAge: DAY,
      storeSessionInDatabase: true,
    },
    account: { accountLinking: { enabled: false } },
    rateLimit: {
      enabled: true,
      storage: redis ? "secondary-storage" : "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/*": authRule,
        "/sign-up/*": authRule,
        "/get-session": false,
      },
    },
    advanced: {
      cookiePrefix: "typetempo",
      // Secure cookies follow the public URL when it is known; the Fastify bridge adds Secure to
      // every cookie of a request that arrived over https.
      useSecureCookies: config.baseURL?.startsWith("https://") ?? false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: { disabled: quiet, level: "info", log: logTo(logger) },
    // Unexpected failures reach Fastify's error handler: logged once, answered with our 500.
    onAPIError: { throw: true },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const body = (ctx.body ?? {}) as { username?: unknown };
        const name = typeof body.username === "string" ? body.username : "";
        const problem = usernameProblem(name);
        if (problem) throw new APIError("BAD_REQUEST", { message: problem });
        if (await usernameTaken(database.current(), name)) {
          throw new APIError("BAD_REQUEST", { message: USERNAME_MESSAGES.taken });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async before(user, context) {
            if ("username" in user && user.username) return;
            if (!context) return;
            const chosen = await uniqueUsernameFor(database.current(), user);
            logger.info({ username: chosen }, "created a username for an external sign-in");
            return {
              data: { ...user, username: normalizeUsername(chosen), displayUsername: chosen },
            };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
