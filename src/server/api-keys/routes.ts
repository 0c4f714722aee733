import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { API_KEY_MESSAGES, MAX_ACTIVE_API_KEYS } from "../../core/account/api-key.ts";
import { deleteApiKey, getApiKeys, postApiKey } from "../../core/api/endpoints/api-keys.ts";
import type { Auth } from "../auth/auth.ts";
import { signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { accountSaves } from "../http/account-saves.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { HttpError } from "../http/http-error.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "./repository.ts";

export interface ApiKeyRouteOptions {
  db: Database;
  auth: Auth;
  /** Milliseconds since the epoch: when a key is made or revoked. */
  now: () => number;
  /** Shares the change counts between instances. */
  redis?: Redis;
}

/** Keys made and revoked a minute, far above a person's clicks: a script cannot churn the table. */
const CHANGES_PER_MINUTE = 30;

/**
 * The signed-in typist's personal API keys on their profile: listed, made and revoked with the
 * session only, never with a key.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<ApiKeyRouteOptions> = async (
  app,
  { db, auth, now, redis },
) => {
  const limit = await accountSaves(app, {
    auth,
    redis,
    what: "API key changes",
    counter: "api-key-changes",
    perMinute: CHANGES_PER_MINUTE,
  });

  app.route({
    ...endpointRoute(getApiKeys),
    handler: async (request) => ({
      keys: await listApiKeys(db, signedInUser(request).id),
      max: MAX_ACTIVE_API_KEYS,
    }),
  });

  app.route({
    ...endpointRoute(postApiKey),
    config: limit,
    handler: async (request, reply) => {
      const created = await createApiKey(db, signedInUser(request).id, request.body.name, now());
      if (!created) throw new HttpError(409, API_KEY_MESSAGES.tooMany, "too-many-keys");
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...endpointRoute(deleteApiKey),
    config: limit,
    handler: async (request, reply) => {
      const revoked = await revokeApiKey(db, signedInUser(request).id, request.params.id, now());
      if (!revoked) throw new HttpError(404, API_KEY_MESSAGES.unknownKey, "no-api-key");
      return reply.status(204).send(null);
    },
  });
};
