import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";

describe("DATABASE_READ_URL", () => {
  const replica = "postgres://postgres@127.0.0.1:5433/typetempo";

  it("names a replica of DATABASE_URL's server", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/typetempo",
      DATABASE_READ_URL: replica,
    });
    expect(config.database).toEqual({
      kind: "postgres",
      url: "postgres://postgres@127.0.0.1:5432/typetempo",
      readUrl: replica,
    });
  });

  it("is refused without DATABASE_URL, and when it is not a PostgreSQL address", () => {
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(/needs DATABASE_URL/);
    expect(() =>
      loadConfig({ DATABASE_URL: "postgres://a@b/c", DATABASE_READ_URL: "mysql://x" }),
    ).toThrow(/DATABASE_READ_URL/);
  });

  it("is unset when empty, as shells write it", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://a@b/c", DATABASE_READ_URL: "" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://a@b/c" });
  });
});
