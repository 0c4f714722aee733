import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { endpointsWithoutSchemas } from "./vite-endpoints.ts";

type Load = (this: unknown, id: string) => Promise<{ code: string } | null>;

function load(id: string, consumer: "client" | "server") {
  const plugin: Plugin = endpointsWithoutSchemas();
  return (plugin.load as Load).call({ environment: { config: { consumer } } }, id);
}

const leaderboard = path.resolve("src/core/api/endpoints/leaderboard.ts");

describe("endpointsWithoutSchemas", () => {
  it("gives the browser each descriptor's method and path alone", async () => {
    const loaded = await load(leaderboard, "client");
    expect(loaded?.code).toBe(
      'export const getLeaderboard = {"method":"GET","path":"/api/leaderboard"};\n' +
        'export const getLeaderboardStats = {"method":"GET","path":"/api/leaderboard/stats"};',
    );
  });

  it("leaves the server's build and every other module alone", async () => {
    expect(await load(leaderboard, "server")).toBeNull();
    expect(await load(path.resolve("src/core/api/leaderboard.ts"), "client")).toBeNull();
  });

  it("refuses a descriptor module that exports anything else", async () => {
    const folder = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), "endpoints-")),
      "src/core/api/endpoints",
    );
    fs.mkdirSync(folder, { recursive: true });
    const file = path.join(folder, "mixed.ts");
    fs.writeFileSync(file, "export const pageSize = 50;\n");
    await expect(load(file, "client")).rejects.toThrow(/'pageSize' is not an endpoint descriptor/);
  });
});
