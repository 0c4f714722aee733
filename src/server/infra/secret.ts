import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { AppConfig } from "../config.ts";
import { ConfigError } from "../config-error.ts";

/** Used only by tests and `npm run dev`; refused in production. */
export const NON_PRODUCTION_SECRET = "typetempo-development-secret-not-for-production-use";
export const SECRET_FILE_NAME = "auth-secret";

/**
 * Refuses, before anything starts, a production server whose secret is missing where it cannot
 * be generated (PostgreSQL) or is the public development one.
 */
export function checkAuthSecret(config: AppConfig): void {
  if (config.env !== "production") return;
  if (config.auth.secret === NON_PRODUCTION_SECRET) {
    throw new ConfigError(
      "BETTER_AUTH_SECRET is the public development secret; set a secret of your own in production",
    );
  }
  if (!config.auth.secret && config.database.kind === "postgres") {
    throw new ConfigError(
      "BETTER_AUTH_SECRET must be set in production with DATABASE_URL (at least 32 characters, " +
        "the same on every instance; e.g. `openssl rand -base64 32`)",
    );
  }
}

/**
 * The secret that signs session cookies: BETTER_AUTH_SECRET when set. Without it, production on
 * the embedded database generates one on first start and keeps it in DATA_DIR (mode 0600), so
 * `npm start` works on a fresh clone; production on PostgreSQL refuses to start, because several
 * instances must share one secret.
 */
export function resolveAuthSecret(config: AppConfig): string {
  checkAuthSecret(config);
  if (config.auth.secret) return config.auth.secret;
  if (config.env !== "production") return NON_PRODUCTION_SECRET;
  // Production on PostgreSQL without a secret was refused above.
  const dataDir = config.database.kind === "pglite" ? config.database.dataDir : undefined;
  if (!dataDir) return randomBytes(32).toString("base64url");
  const file = path.join(dataDir, SECRET_FILE_NAME);
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
