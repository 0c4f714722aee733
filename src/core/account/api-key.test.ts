import { describe, expect, it } from "vitest";
import {
  API_KEY_ID_PATTERN,
  API_KEY_USE_RECORD_MS,
  apiKeyPrefix,
  formatApiKey,
  parseApiKey,
  readApiKeyHeader,
  useToRecord,
} from "./api-key.ts";

const id = "0123456789abcdef";
const secret = "A".repeat(20) + "-_" + "z9".repeat(10) + "Q";
const key = formatApiKey(id, secret);

describe("an API key", () => {
  it("is the prefix, the public id and the secret, and reads back into them", () => {
    expect(secret).toHaveLength(43);
    expect(key).toBe(`tt_${id}_${secret}`);
    expect(parseApiKey(key)).toEqual({ id, secret });
  });

  it("shows its prefix and public id in lists, never its secret", () => {
    expect(apiKeyPrefix(id)).toBe("tt_0123456789abcdef");
    expect(key.startsWith(apiKeyPrefix(id))).toBe(true);
  });

  it.each([
    ["another prefix", `xx_${id}_${secret}`],
    ["an upper-case id", `tt_${id.toUpperCase()}_${secret}`],
    ["a short id", `tt_${id.slice(1)}_${secret}`],
    ["a short secret", `tt_${id}_${secret.slice(1)}`],
    ["a long secret", `tt_${id}_${secret}A`],
    ["a secret with a dot", `tt_${id}_${secret.slice(1)}.`],
    ["no separator", `tt_${id}${secret}`],
    ["spaces around it", ` ${key} `],
    ["nothing", ""],
  ])("is not read from %s", (_why, text) => {
    expect(parseApiKey(text)).toBeNull();
  });

  it("names its public id in a path only as lower-case hex of its length", () => {
    expect(API_KEY_ID_PATTERN.test(id)).toBe(true);
    expect(API_KEY_ID_PATTERN.test(id.toUpperCase())).toBe(false);
    expect(API_KEY_ID_PATTERN.test(`${id}0`)).toBe(false);
  });
});

describe("the Authorization header", () => {
  it("holds a key after the Bearer scheme, in any letter case", () => {
    expect(readApiKeyHeader(`Bearer ${key}`)).toEqual({ kind: "key", id, secret });
    expect(readApiKeyHeader(`bearer ${key}`)).toEqual({ kind: "key", id, secret });
    expect(readApiKeyHeader(`BEARER  ${key} `)).toEqual({ kind: "key", id, secret });
  });

  it("is missing when absent or blank", () => {
    expect(readApiKeyHeader(undefined)).toEqual({ kind: "missing" });
    expect(readApiKeyHeader("  ")).toEqual({ kind: "missing" });
  });

  it.each([
    ["the key alone", key],
    ["another scheme", `Basic ${key}`],
    ["no key", "Bearer "],
    ["a token that is no key", "Bearer abc.def.ghi"],
    ["two keys", `Bearer ${key} ${key}`],
    ["a very long value", `Bearer ${"A".repeat(10_000)}`],
  ])("is malformed with %s", (_why, header) => {
    expect(readApiKeyHeader(header)).toEqual({ kind: "malformed" });
  });
});

describe("recording a key's last use", () => {
  const now = Date.UTC(2026, 5, 1, 12);

  it("writes the first use, and then at most once a minute", () => {
    expect(useToRecord(null, now)).toBe(true);
    expect(useToRecord(now - API_KEY_USE_RECORD_MS + 1, now)).toBe(false);
    expect(useToRecord(now - API_KEY_USE_RECORD_MS, now)).toBe(true);
    expect(useToRecord(now, now)).toBe(false);
  });
});
