import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { fastifyTrustProxy, parseTrustProxy } from "./trust-proxy.ts";

describe("TRUST_PROXY", () => {
  it.each([undefined, "", "false", "0", " "])("%j trusts no proxy", (value) => {
    expect(parseTrustProxy(value)).toBe(false);
  });

  it("takes a number of proxies", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
  });

  it("takes a list of addresses, CIDR ranges and named ranges", () => {
    expect(parseTrustProxy("127.0.0.1, 10.0.0.0/8,::1,fd00::/8")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
    ]);
    expect(parseTrustProxy("loopback,uniquelocal")).toEqual(["loopback", "uniquelocal"]);
  });

  it.each([
    ["true", /any X-Forwarded-For/],
    ["1000", /at most 100/],
    ["10.0.0.0/33", /"10.0.0.0\/33" is not an IP address/],
    ["proxy.internal", /"proxy.internal" is not/],
    ["127.0.0.1,", /"" is not/],
    ["-1", /"-1" is not/],
    ["10.0.0.1/8/2", /is not/],
  ])("refuses %j with a reason", (value, reason) => {
    const parsed = parseTrustProxy(value);
    expect(parsed).toEqual({ problem: expect.stringMatching(reason) });
  });

  it("is read by the configuration, which says what is wrong with a bad value", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1,10.0.0.0/8" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /Invalid configuration: TRUST_PROXY: `true` would believe/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "nginx" })).toThrow(/TRUST_PROXY: "nginx" is not/);
  });

  it("counts hops for Fastify: the server's own peer and as many before it as configured", () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust("203.0.113.1", hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(["10.0.0.0/8"])).toEqual(["10.0.0.0/8"]);
  });
});
