import fs from "node:fs";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressBest, compressFast, isCompressibleType, negotiateEncoding } from "./encoding.ts";

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br", "br"],
    ["deflate", undefined],
    ["identity", undefined],
    ["", undefined],
    ["*", "br"],
    ["BR;Q=1, GZIP", "br"],
    ["x-gzip", "gzip"],
  ] as const)("answers %j with %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it("sends the body as it is when the request names no encoding", () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it("follows the client's weights, and prefers brotli between equals", () => {
    expect(negotiateEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(negotiateEncoding("gzip;q=0.8, br;q=0.8")).toBe("br");
    expect(negotiateEncoding("br;q=0.1, *;q=0.5")).toBe("gzip");
  });

  it("never sends an encoding the client refuses with q=0", () => {
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("*, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(negotiateEncoding("*;q=0")).toBeUndefined();
  });

  it("chooses only among the encodings on offer", () => {
    expect(negotiateEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("br", ["gzip"])).toBeUndefined();
    expect(negotiateEncoding("br, gzip", [])).toBeUndefined();
  });

  it("reads a malformed weight as no weight rather than failing", () => {
    expect(negotiateEncoding("br;q=nonsense, gzip;q=0.5")).toBe("br");
    expect(negotiateEncoding("br;q=5, gzip")).toBe("br");
    expect(negotiateEncoding(" , br ; q = 0.9 ,")).toBe("br");
  });

  it("reads a header sent on several lines", () => {
    expect(negotiateEncoding(["gzip", "br"])).toBe("br");
  });
});

describe("isCompressibleType", () => {
  it.each([
    "application/json; charset=utf-8",
    "text/html; charset=utf-8",
    "text/css",
    "text/javascript",
    "application/javascript",
    "image/svg+xml",
    "application/xml",
    "application/manifest+json",
    "application/problem+json",
    "text/plain",
  ])("compresses %s", (type) => {
    expect(isCompressibleType(type)).toBe(true);
  });

  it.each([
    "text/event-stream",
    "image/png",
    "font/woff2",
    "application/octet-stream",
    "application/zip",
    undefined,
  ])("leaves %s alone", (type) => {
    expect(isCompressibleType(type)).toBe(false);
  });
});

describe("compression", () => {
  // Source text, as the built scripts are.
  const text = fs.readFileSync(new URL("./encoding.ts", import.meta.url));

  it("round-trips through both encodings, the best one no larger than the fast one", async () => {
    const brBest = await compressBest(text, "br");
    const gzBest = await compressBest(text, "gzip");
    expect(zlib.brotliDecompressSync(brBest)).toEqual(text);
    expect(zlib.gunzipSync(gzBest)).toEqual(text);
    expect(zlib.brotliDecompressSync(compressFast(text, "br"))).toEqual(text);
    expect(zlib.gunzipSync(compressFast(text, "gzip"))).toEqual(text);
    expect(brBest.length).toBeLessThanOrEqual(compressFast(text, "br").length);
    expect(gzBest.length).toBeLessThanOrEqual(compressFast(text, "gzip").length);
  });
});
