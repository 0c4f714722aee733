import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint, endpointUrl, isEndpoint } from "./endpoint.ts";

describe("endpointUrl", () => {
  it("fills each path parameter, percent-encoded", () => {
    expect(endpointUrl("/api/results/:id/replay", { id: 42 })).toBe("/api/results/42/replay");
    expect(endpointUrl("/api/challenges/:id", { id: "a/b c" })).toBe("/api/challenges/a%2Fb%20c");
  });

  it("appends the query's defined values in their order", () => {
    expect(
      endpointUrl("/api/leaderboard", undefined, {
        duration: "60",
        difficulty: "all",
        skipped: undefined,
        none: null,
        page: 2,
      }),
    ).toBe("/api/leaderboard?duration=60&difficulty=all&page=2");
  });

  it("leaves the path alone when there is nothing to add", () => {
    expect(endpointUrl("/api/me/insight")).toBe("/api/me/insight");
    expect(endpointUrl("/api/me/insight", {}, {})).toBe("/api/me/insight");
  });

  it("encodes query values", () => {
    expect(endpointUrl("/api/username-availability", {}, { username: "a&b=c" })).toBe(
      "/api/username-availability?username=a%26b%3Dc",
    );
  });
});

describe("isEndpoint", () => {
  it("knows a descriptor from anything else", () => {
    const described = endpoint({
      method: "GET",
      path: "/api/health",
      tags: ["health"],
      summary: "Whether the server is up",
      responses: { 200: z.object({ ok: z.boolean() }) },
    });
    expect(isEndpoint(described)).toBe(true);
    expect(isEndpoint(z.object({}))).toBe(false);
    expect(isEndpoint({ method: "GET", path: "/health", responses: {} })).toBe(false);
    expect(isEndpoint({ method: "GET", path: "/api/health" })).toBe(false);
    expect(isEndpoint(null)).toBe(false);
    // Each field must be what a descriptor has, not merely present.
    const fields = { method: "GET", path: "/api/health", responses: {} };
    expect(isEndpoint(fields)).toBe(true);
    expect(isEndpoint({ ...fields, method: 1 })).toBe(false);
    expect(isEndpoint({ ...fields, path: new String("/api/health") })).toBe(false);
    expect(isEndpoint({ ...fields, responses: "200" })).toBe(false);
    expect(isEndpoint(Object.assign(() => {}, fields))).toBe(false);
    expect(isEndpoint("GET /api/health")).toBe(false);
  });
});
