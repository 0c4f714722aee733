import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { getModerators, postModerator } from "../../core/api/endpoints/admin-channel.ts";
import type { Database } from "../db/client.ts";
import { bearerMatches } from "../http/bearer-token.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { registerErrorHandling } from "../http/errors.ts";
import { HttpError } from "../http/http-error.ts";
import { listModerators, setModerator } from "./moderators.ts";

/**
 * The file in DATA_DIR that says where a running server's admin channel listens and the token
 * it takes, readable by its owner only.
 */
export const CHANNEL_FILE = "admin-channel.json";

export const channelFileSchema = z.strictObject({
  url: z.url().refine((url) => new URL(url).hostname === "127.0.0.1", "must be on 127.0.0.1"),
  token: z.string().min(32),
  pid: z.number().int(),
});
export type ChannelFile = z.infer<typeof channelFileSchema>;

/** The addresses a request on the loopback interface comes from. */
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Only this machine, and only with the token: a request refused here never reaches a route. */
function guard(token: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? "")) {
      throw new HttpError(403, "The admin channel answers only on this machine.");
    }
    if (!bearerMatches(request, token)) {
      throw new HttpError(401, "The admin channel needs the token of the server's data directory.");
    }
  };
}

const routes: FastifyPluginAsyncZod<{ db: Database; token: string }> = async (
  app,
  { db, token },
) => {
  app.addHook("onRequest", guard(token));
  app.route({
    ...endpointRoute(getModerators),
    handler: async () => ({ moderators: await listModerators(db) }),
  });
  app.route({
    ...endpointRoute(postModerator),
    handler: async (request) => {
      const { username, moderator } = request.body;
      const named = await setModerator(db, username, moderator);
      if (named === null) throw new HttpError(404, `no user is called ${username}`);
      return { username: named, moderator };
    },
  });
};

/**
 * The admin channel's server, not yet listening: what npm run admin asks a running server, whose
 * embedded database no other process may open, to do. Tests drive it through `inject`.
 */
export async function createAdminChannel(db: Database, token: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 4096 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(routes, { db, token });
  return app;
}

/** Writes the file whole or not at all, readable and writable by its owner only. */
function writePrivately(file: string, content: string) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.rmSync(temporary, { force: true });
  fs.writeFileSync(temporary, content, { mode: 0o600, flag: "wx" });
  fs.renameSync(temporary, file);
}

/**
 * Opens the admin channel of a server on the embedded database in `dataDir`: a server of its own
 * on 127.0.0.1, at a port the system picks, that takes a new random token at every start. Where
 * it is and the token go into DATA_DIR/admin-channel.json, so only who may read the data
 * directory can use it; the file goes when the channel closes.
 */
export async function openAdminChannel(
  dataDir: string,
  db: Database,
): Promise<{ close(): Promise<void> }> {
  const token = randomBytes(32).toString("base64url");
  const app = await createAdminChannel(db, token);
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  const file = path.join(dataDir, CHANNEL_FILE);
  const content: ChannelFile = { url, token, pid: process.pid };
  try {
    writePrivately(file, JSON.stringify(content));
  } catch (error) {
    await app.close();
    throw error;
  }
  return {
    async close() {
      fs.rmSync(file, { force: true });
      await app.close();
    },
  };
}
