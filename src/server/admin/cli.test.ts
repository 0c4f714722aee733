import { eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { users } from "../db/schema.ts";
import {
  createTestDatabase,
  pgliteConfig,
  type TestDatabase,
} from "../../../tests/support/test-app.ts";
import { runAdminCommand } from "./cli.ts";

// A database the command opens on its own, as it would beside a stopped or running server.
let database: TestDatabase;
let config: DatabaseConfig;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  database = await createTestDatabase();
  if (database.config.kind === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tt-admin-"));
    config = pgliteConfig(dataDir);
    env = { NODE_ENV: "test", DATA_DIR: dataDir };
  } else {
    config = database.config;
    env = { NODE_ENV: "test", DATABASE_URL: database.config.url };
  }
  const handle = await openDatabase(config);
  await handle.db.insert(users).values({ id: "u1", email: "kim@example.com", username: "Kim_Lee" });
  await handle.close();
});
afterAll(async () => {
  await database.drop();
  if (config.kind === "pglite") fs.rmSync(config.dataDir!, { recursive: true, force: true });
});

async function admin(...args: string[]) {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await runAdminCommand(args, env, {
    log: (line) => lines.push(line),
    error: (line) => errors.push(line),
  });
  return { code, lines, errors };
}

async function roleOfKim() {
  const handle = await openDatabase(config);
  try {
    const [row] = await handle.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, "u1"));
    return row?.role;
  } finally {
    await handle.close();
  }
}

describe("npm run admin", () => {
  it("grants the moderator role by username, whatever its letter case, and revokes it", async () => {
    expect(await admin("grant", "kim_lee")).toEqual({
      code: 0,
      lines: ["Kim_Lee is now a moderator."],
      errors: [],
    });
    expect(await roleOfKim()).toBe("admin");
    expect((await admin("list")).lines).toEqual(["Moderators: Kim_Lee"]);
    expect(await admin("revoke", "Kim_Lee")).toEqual({
      code: 0,
      lines: ["Kim_Lee is no longer a moderator."],
      errors: [],
    });
    expect(await roleOfKim()).toBe("user");
    expect((await admin("list")).lines).toEqual(["No user is a moderator."]);
  });

  it("says so when no user has the name, and shows its usage when called wrongly", async () => {
    expect(await admin("grant", "nobody")).toEqual({
      code: 1,
      lines: [],
      errors: ["TypeTempo admin: no user is called nobody"],
    });
    for (const args of [
      [],
      ["grant"],
      ["promote", "Kim_Lee"],
      ["grant", "a", "b"],
      ["list", "x"],
    ]) {
      const result = await admin(...args);
      expect(result.code, args.join(" ")).toBe(1);
      expect(result.errors[0]).toMatch(/usage: npm run admin -- grant <username>/);
    }
    expect(await roleOfKim()).toBe("user");
  });
});
