import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import {
  getAccountSettings,
  putAccountSettings,
  putResultsPrivacy,
} from "../../core/api/endpoints/settings.ts";
import type { Auth } from "../auth/auth.ts";
import { requireUser, signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { sharedCounts, tooManyRequests } from "../http/rate-limit.ts";
import { findUserSettings, saveResultsPrivacy, saveUserSettings } from "./settings-repository.ts";

/**
 * Saves per account and minute: far more than anyone clicking through the settings makes, few
 * enough that a script cannot turn the table into a write load.
 */
export const SETTINGS_SAVES_PER_MINUTE = 60;

const userKey = (request: FastifyRequest) => signedInUser(request).id;

/**
 * The signed-in user's display settings, kept with the account so every device applies them,
 * and whether others may open their results' pages.
 */
export const accountSettingsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  redis?: Redis;
}> = async (app, { db, auth, redis }) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests("settings saves", "in a minute"),
    ...sharedCounts(redis, "settings-saves"),
  });
  // On request, so the rate limit's hook, which runs after this one, counts by the user.
  app.addHook("onRequest", requireUser(auth));

  app.route({
    ...endpointRoute(getAccountSettings),
    handler: async (request, reply) => {
      const settings = await findUserSettings(db, signedInUser(request).id);
      return reply.header("cache-control", "no-store").send({ settings });
    },
  });

  app.route({
    ...endpointRoute(putAccountSettings),
    config: {
      rateLimit: { max: SETTINGS_SAVES_PER_MINUTE, timeWindow: 60_000, keyGenerator: userKey },
    },
    handler: async (request) => {
      await saveUserSettings(db, signedInUser(request).id, request.body);
      return { settings: request.body };
    },
  });

  app.route({
    ...endpointRoute(putResultsPrivacy),
    config: {
      rateLimit: { max: SETTINGS_SAVES_PER_MINUTE, timeWindow: 60_000, keyGenerator: userKey },
    },
    handler: async (request) => {
      await saveResultsPrivacy(db, signedInUser(request).id, request.body.resultsPrivate);
      return request.body;
    },
  });
};
