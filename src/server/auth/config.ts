import { z } from "zod";
import { SIGN_IN_BACKOFF, type SignInBackoff } from "../../core/account/sign-in-backoff.ts";
import { ConfigError } from "../config-error.ts";

const optionalText = z.string().min(1).optional();

/** The environment variables of accounts (README, Configuration). */
export const authEnvShape = {
  BETTER_AUTH_SECRET: z
    .string()
    .min(32, "must be at least 32 characters (for example `openssl rand -base64 32`)")
    .optional(),
  BETTER_AUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: optionalText,
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  AUTH_RATE_LIMIT_WINDOW: z.coerce.number().int().min(1).max(86_400).default(60),
  AUTH_ACCOUNT_RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(SIGN_IN_BACKOFF.freeFailures),
  AUTH_ACCOUNT_RATE_LIMIT_WINDOW: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(SIGN_IN_BACKOFF.maxDelayMs / 1000),
};

type AuthEnv = z.infer<z.ZodObject<typeof authEnvShape>>;

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface AuthConfig {
  /** Signs cookies and tokens; resolved at start-up when unset (see resolveAuthSecret). */
  secret?: string;
  /** The public origin, when the server cannot tell it from the request (a proxy in front). */
  baseURL?: string;
  redisUrl?: string;
  google?: OAuthClient;
  github?: OAuthClient;
  oidc?: OAuthClient & { issuer: string; name: string };
  /** Sign-in and sign-up attempts allowed per client IP in each window. */
  rateLimit: { max: number; windowSeconds: number };
  /** Failed sign-ins per account, from any number of IPs, before and how long they wait. */
  accountRateLimit: SignInBackoff;
}

function pair(name: string, id?: string, secret?: string): OAuthClient | undefined {
  if (!id && !secret) return undefined;
  if (!id || !secret) {
    throw new ConfigError(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`);
  }
  return { clientId: id, clientSecret: secret };
}

export function readAuthConfig(e: AuthEnv): AuthConfig {
  const oidcClient = pair("OIDC", e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET);
  if (Boolean(oidcClient) !== Boolean(e.OIDC_ISSUER)) {
    throw new ConfigError(
      "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together",
    );
  }
  return {
    secret: e.BETTER_AUTH_SECRET,
    baseURL: e.BETTER_AUTH_URL?.replace(/\/+$/, ""),
    redisUrl: e.REDIS_URL,
    google: pair("GOOGLE", e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
    github: pair("GITHUB", e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET),
    oidc:
      oidcClient && e.OIDC_ISSUER
        ? {
            ...oidcClient,
            issuer: e.OIDC_ISSUER.replace(/\/+$/, ""),
            name: e.OIDC_NAME ?? "OpenID",
          }
        : undefined,
    rateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW },
    accountRateLimit: {
      freeFailures: e.AUTH_ACCOUNT_RATE_LIMIT_MAX,
      firstDelayMs: SIGN_IN_BACKOFF.firstDelayMs,
      maxDelayMs: e.AUTH_ACCOUNT_RATE_LIMIT_WINDOW * 1000,
    },
  };
}
