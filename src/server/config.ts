import path from "node:path";
import { z } from "zod";
import {
  CHALLENGE_DEFAULT_WPM,
  CHALLENGE_FLOOR_WPM,
  type ChallengeRule,
} from "../core/typing/speed-challenge.ts";
import { ConfigError } from "./config-error.ts";
import { authEnvShape, readAuthConfig, type AuthConfig } from "./auth/config.ts";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy.ts";
import { mailEnvShape, readMailConfig, type MailConfig } from "./mail/config.ts";
import { raceEnvShape, readRaceConfig, type RaceConfig } from "./races/config.ts";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("data"),
  // An empty DATABASE_URL means "not set", as shells and process managers often write it.
  DATABASE_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection URL")
      .optional(),
  ),
  // A streaming replica of DATABASE_URL's server that reads of public pages may go to.
  DATABASE_READ_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection URL")
      .optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["json", "pretty"]).default("json"),
  WEB_ROOT: z.string().min(1).default("build/client"),
  RESULTS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(12),
  SPEED_CHALLENGE_WPM: z.coerce.number().int().min(1).max(1000).default(CHALLENGE_DEFAULT_WPM),
  SPEED_CHALLENGE_FLOOR_WPM: z.coerce.number().int().min(1).max(1000).default(CHALLENGE_FLOOR_WPM),
  TESTS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(60),
  // Empty means unset, as for DATABASE_URL; a short token could be guessed.
  METRICS_TOKEN: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .min(16, "must be at least 16 characters, e.g. `openssl rand -hex 16`")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces, as a Bearer token is")
      .optional(),
  ),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === "object" && !Array.isArray(parsed)) {
        context.addIssue({ code: "custom", message: parsed.problem });
        return z.NEVER;
      }
      return parsed;
    }),
  ...authEnvShape,
  ...mailEnvShape,
  ...raceEnvShape,
});

export type DatabaseConfig =
  | {
      kind: "pglite";
      /** In memory without one. */
      dataDir?: string;
      /**
       * A dump of a data directory (PGlite's dumpDataDir, uncompressed) that a database not yet
       * created starts from instead of an empty one: tests start from a migrated dump, which
       * skips initdb and the migrations, most of an embedded database's start.
       */
      template?: string;
    }
  | {
      kind: "postgres";
      url: string;
      /** A read replica of `url`'s server for reads that need not see the latest writes. */
      readUrl?: string;
    };

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  database: DatabaseConfig;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  prettyLogs: boolean;
  /** Where the built front end lives; absent files make the server say how to build them. */
  webRoot: string;
  /** Accounts: secret, identity providers, rate limits, Redis. */
  auth: AuthConfig;
  /** Results one user may save per minute. */
  resultsRateLimitMax: number;
  /**
   * Which clean ranked results wait for their typist to pass a speed challenge: those faster
   * than the threshold, and those faster than the floor that would enter a board's top places.
   */
  speedChallenge: ChallengeRule;
  /** Tests (and appended passages) one user, or one address signed out, may start per minute. */
  testsRateLimitMax: number;
  /** The proxies whose X-Forwarded-For, -Proto and -Host are believed; false for none. */
  trustProxy: TrustProxy;
  /** The Bearer token GET /metrics asks for; without one there is no /metrics. */
  metricsToken: string | undefined;
  /** How mails leave: an SMTP server, or the outbox folder under DATA_DIR. */
  mail: MailConfig;
  /** Live races' countdown, time limit, quick-match wait and heartbeat. */
  races: RaceConfig;
}

export { ConfigError };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigError(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      "DATABASE_READ_URL needs DATABASE_URL: a read replica serves a PostgreSQL server's reads, " +
        "and the embedded database has none",
    );
  }
  // Without a public origin, a mail's links name the address the server listens on
  // (mail/link-origin.ts), which a real mailbox's reader can rarely reach.
  if (e.NODE_ENV === "production" && e.SMTP_URL && !e.BETTER_AUTH_URL) {
    throw new ConfigError(
      "SMTP_URL needs BETTER_AUTH_URL in production: the links in mails must point at the " +
        "site's public address, which the server cannot tell by itself",
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? {
          kind: "postgres",
          url: e.DATABASE_URL,
          ...(e.DATABASE_READ_URL && { readUrl: e.DATABASE_READ_URL }),
        }
      : { kind: "pglite", dataDir: path.resolve(e.DATA_DIR) },
    logLevel: e.LOG_LEVEL,
    prettyLogs: e.LOG_FORMAT === "pretty",
    webRoot: path.resolve(e.WEB_ROOT),
    auth: readAuthConfig(e),
    resultsRateLimitMax: e.RESULTS_RATE_LIMIT_MAX,
    speedChallenge: { thresholdWpm: e.SPEED_CHALLENGE_WPM, floorWpm: e.SPEED_CHALLENGE_FLOOR_WPM },
    testsRateLimitMax: e.TESTS_RATE_LIMIT_MAX,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    mail: readMailConfig(e, e.DATA_DIR),
    races: readRaceConfig(e),
  };
}
