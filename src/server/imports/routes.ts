import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { deleteImports, getImports, postImport } from "../../core/api/endpoints/imports.ts";
import { summarizeImport } from "../../core/imports/import-summary.ts";
import { ImportFileError } from "../../core/imports/imported-result.ts";
import { parseImport, type ParsedImport } from "../../core/imports/parse-import.ts";
import type { Auth } from "../auth/auth.ts";
import { signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { accountSaves } from "../http/account-saves.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { HttpError } from "../http/http-error.ts";
import { countAlreadyImported, insertImported, listImports, removeImported } from "./repository.ts";

export interface ImportRouteOptions {
  db: Database;
  auth: Auth;
  /** Milliseconds since the epoch: no imported result may be dated much after it. */
  now: () => number;
  redis?: Redis;
}

/**
 * Previews, imports and removals a minute: a person's few clicks, never a write load (the
 * largest file takes about 1 s to preview and 6 s to import on the embedded database).
 */
const IMPORTS_PER_MINUTE = 10;

/**
 * Results from other sites into the signed-in typist's history (issue 37). The server reads the
 * file itself, whatever the browser showed: a preview and its import each send the whole file.
 */
export const importRoutes: FastifyPluginAsyncZod<ImportRouteOptions> = async (
  app,
  { db, auth, now, redis },
) => {
  const limit = await accountSaves(app, {
    auth,
    redis,
    what: "imports",
    counter: "imports",
    perMinute: IMPORTS_PER_MINUTE,
  });

  function read(text: string): ParsedImport {
    try {
      return parseImport(text, now());
    } catch (error) {
      if (error instanceof ImportFileError) {
        throw new HttpError(422, error.message, "bad-import-file");
      }
      throw error;
    }
  }

  app.route({
    ...endpointRoute(postImport),
    config: limit,
    handler: async (request, reply) => {
      const userId = signedInUser(request).id;
      const parsed = read(request.body.text);
      const already = await countAlreadyImported(db, userId, parsed.source, parsed.rows);
      const summary = summarizeImport(parsed, already);
      if (request.body.dryRun) return reply.status(200).send(summary);
      const imported = await insertImported(db, userId, parsed.source, parsed.rows);
      return reply.status(201).send({ ...summary, imported });
    },
  });

  app.route({
    ...endpointRoute(getImports),
    handler: async (request) => ({ sources: await listImports(db, signedInUser(request).id) }),
  });

  app.route({
    ...endpointRoute(deleteImports),
    config: limit,
    handler: async (request) => ({
      removed: await removeImported(db, signedInUser(request).id, request.params.source),
    }),
  });
};
