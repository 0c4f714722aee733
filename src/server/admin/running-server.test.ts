import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from "../../../tests/support/server-process.ts";
import { CHANNEL_FILE } from "./channel.ts";
import { runAdminCommand } from "./cli.ts";

// The real server on an embedded database of its own, which no other process may open while
// it runs: npm run admin has to ask it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tt-admin-running-"));
const env = { NODE_ENV: "test", DATA_DIR: dataDir };
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
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

/** Signs up through the running server; answers the session cookie. */
async function signUp(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `${username}@example.com`,
      password: "correct-horse",
      username,
      name: username,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const session = response.headers.getSetCookie().find((c) => c.includes("session_token="));
  return session!.split(";")[0]!;
}

/** What the running server answers the user at the moderators' log: 200 for a moderator. */
async function moderationStatus(url: string, cookie: string): Promise<number> {
  return (await fetch(`${url}/api/admin/log`, { headers: { cookie } })).status;
}

describe("npm run admin beside a running server on the embedded database", () => {
  it(
    "grants and revokes through the server, refuses a wrong token, and opens the database itself once the server is gone",
    async () => {
      server = spawnServer(await freePort(), {
        DATA_DIR: dataDir,
        WEB_ROOT: path.join(dataDir, "no-build"),
      });
      await waitForHealth(server);
      const cookie = await signUp(server.url, "Mod_Kim");
      expect(await moderationStatus(server.url, cookie)).toBe(403);

      expect(await admin("grant", "mod_kim")).toEqual({
        code: 0,
        lines: ["Mod_Kim is now a moderator."],
        errors: [],
      });
      // The server's own next request sees it.
      expect(await moderationStatus(server.url, cookie)).toBe(200);
      expect((await admin("list")).lines).toEqual(["Moderators: Mod_Kim"]);
      expect((await admin("revoke", "nobody")).errors).toEqual([
        "TypeTempo admin: no user is called nobody",
      ]);

      // The site's own port has no such route, even for the token.
      const file = path.join(dataDir, CHANNEL_FILE);
      const written = fs.readFileSync(file, "utf8");
      const channel = JSON.parse(written) as { url: string; token: string };
      expect(channel.url).not.toBe(server.url);
      const onSite = await fetch(`${server.url}/api/admin/moderators`, {
        method: "POST",
        headers: { authorization: `Bearer ${channel.token}`, "content-type": "application/json" },
        body: JSON.stringify({ username: "Mod_Kim", moderator: false }),
      });
      expect(onSite.status).toBe(404);

      // A channel file that does not hold the server's token changes nothing.
      fs.writeFileSync(file, JSON.stringify({ ...channel, token: `${channel.token}x` }));
      const refused = await admin("revoke", "Mod_Kim");
      expect(refused.code).toBe(1);
      expect(refused.errors).toEqual([
        "TypeTempo admin: the running server refused the request (401): The admin channel needs the token of the server's data directory.",
      ]);
      expect(await moderationStatus(server.url, cookie)).toBe(200);
      fs.rmSync(file);
      expect((await admin("list")).errors[0]).toMatch(
        /^TypeTempo admin: a TypeTempo server has the embedded database in .* open, and its admin channel \(.*admin-channel\.json\) is missing\. Restart the server/,
      );
      fs.writeFileSync(file, written, { mode: 0o600 });

      expect(await server.stop()).toBe(0);
      // The channel closed with the server, and the command opens the database itself.
      expect(fs.existsSync(file)).toBe(false);
      expect(await admin("revoke", "Mod_Kim")).toEqual({
        code: 0,
        lines: ["Mod_Kim is no longer a moderator."],
        errors: [],
      });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
