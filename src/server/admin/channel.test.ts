import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-app.ts";
import {
  CHANNEL_FILE,
  channelFileSchema,
  createAdminChannel,
  openAdminChannel,
} from "./channel.ts";

const TOKEN = "a-test-token-of-the-data-directory-0123456789";

let database: TestDatabase;
let handle: DatabaseHandle;
let channel: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase(database.config);
  await handle.db.insert(users).values({ id: "u1", email: "ann@example.com", username: "Ann_Lee" });
  channel = await createAdminChannel(handle.db, TOKEN);
});
afterAll(async () => {
  await channel.close();
  await handle.close();
  await database.drop();
});

async function roleOfAnn() {
  const [row] = await handle.db.select({ role: users.role }).from(users).where(eq(users.id, "u1"));
  return row?.role;
}

const grantAnn = { username: "ann_lee", moderator: true };

function post(
  payload: unknown,
  { token = TOKEN, remoteAddress }: { token?: string; remoteAddress?: string } = {},
) {
  return channel.inject({
    method: "POST",
    url: "/api/admin/moderators",
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
    ...(remoteAddress && { remoteAddress }),
  });
}

describe("the local admin channel", () => {
  it("grants and revokes the moderator role by username, and lists the moderators", async () => {
    const granted = await post(grantAnn);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ username: "Ann_Lee", moderator: true });
    expect(await roleOfAnn()).toBe("admin");
    const list = await channel.inject({
      url: "/api/admin/moderators",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(list.json()).toEqual({ moderators: ["Ann_Lee"] });

    expect((await post({ username: "Ann_Lee", moderator: false })).statusCode).toBe(200);
    expect(await roleOfAnn()).toBe("user");
  });

  it("refuses a request without the token, with a wrong one, or from another machine", async () => {
    for (const [response, status] of [
      [
        await channel.inject({ method: "POST", url: "/api/admin/moderators", payload: grantAnn }),
        401,
      ],
      [await post(grantAnn, { token: `${TOKEN}x` }), 401],
      [await post(grantAnn, { token: "" }), 401],
      // The token alone is not enough: it must come from this machine too.
      [await post(grantAnn, { remoteAddress: "203.0.113.7" }), 403],
      [await post(grantAnn, { remoteAddress: "10.0.0.2" }), 403],
    ] as const) {
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(/admin channel/);
    }
    expect(await roleOfAnn()).toBe("user");
  });

  it("says when no user has the name, and refuses a malformed change with the reason", async () => {
    const unknown = await post({ username: "nobody", moderator: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("no user is called nobody");
    for (const payload of [
      { username: "Ann_Lee" },
      { username: "Ann_Lee", moderator: "yes" },
      { username: "", moderator: true },
      { username: "a".repeat(101), moderator: true },
      { username: "Ann_Lee", moderator: true, role: "admin" },
    ]) {
      const refused = await post(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toMatch(/^Invalid body/);
    }
    expect(await roleOfAnn()).toBe("user");
  });

  it("listens on 127.0.0.1 only, and says where with its token in a file only its owner reads", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tt-channel-"));
    try {
      const opened = await openAdminChannel(dataDir, handle.db);
      const file = path.join(dataDir, CHANNEL_FILE);
      const written = channelFileSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
      expect(new URL(written.url).hostname).toBe("127.0.0.1");
      expect(written.pid).toBe(process.pid);
      if (process.platform !== "win32") expect(fs.statSync(file).mode & 0o777).toBe(0o600);

      const url = new URL("/api/admin/moderators", written.url);
      const answer = await fetch(url, { headers: { authorization: `Bearer ${written.token}` } });
      expect(answer.status).toBe(200);
      expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
        401,
      );

      await opened.close();
      expect(fs.existsSync(file)).toBe(false);
      await expect(fetch(url)).rejects.toThrow();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
