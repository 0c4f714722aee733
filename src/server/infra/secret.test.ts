import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { NON_PRODUCTION_SECRET, SECRET_FILE_NAME, resolveAuthSecret } from "./secret.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tt-secret-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the auth secret", () => {
  it("is BETTER_AUTH_SECRET when set", () => {
    const secret = "s".repeat(40);
    const config = loadConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: secret });
    expect(resolveAuthSecret(config)).toBe(secret);
  });

  it("refuses a short BETTER_AUTH_SECRET", () => {
    expect(() => loadConfig({ BETTER_AUTH_SECRET: "short" })).toThrow(ConfigError);
  });

  it("is generated once and kept private in DATA_DIR in production on the embedded database", () => {
    const config = loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir });
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, SECRET_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(config)).toBe(first);
  });

  it("must be configured in production on PostgreSQL", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/x",
    });
    expect(() => resolveAuthSecret(config)).toThrow(/BETTER_AUTH_SECRET must be set/);
  });

  it("is never the public development secret in production", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: NON_PRODUCTION_SECRET,
    });
    expect(() => resolveAuthSecret(config)).toThrow(/public development secret/);
    const development = loadConfig({ NODE_ENV: "development" });
    expect(resolveAuthSecret(development)).toBe(NON_PRODUCTION_SECRET);
  });

  it("needs both halves of a provider's credentials", () => {
    expect(() => loadConfig({ GITHUB_CLIENT_ID: "id" })).toThrow(
      "GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set together",
    );
    expect(() => loadConfig({ OIDC_CLIENT_ID: "id", OIDC_CLIENT_SECRET: "s" })).toThrow(
      /OIDC_ISSUER/,
    );
  });
});
