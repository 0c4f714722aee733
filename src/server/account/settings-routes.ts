import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import {
  getAccountSettings,
  putAccountSettings,
  putResultsPrivacy,
} from "../../core/api/endpoints/settings.ts";
import { putProfileFields } from "../../core/api/endpoints/profiles.ts";
import type { Auth } from "../auth/auth.ts";
import { signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { accountSaves } from "../http/account-saves.ts";
import {
  findUserSettings,
  saveProfileFields,
  saveResultsPrivacy,
  saveUserSettings,
} from "./settings-repository.ts";

/**
 * Saves per account and minute: far more than anyone clicking through the settings makes, few
 * enough that a script cannot turn the table into a write load.
 */
export const SETTINGS_SAVES_PER_MINUTE = 60;

/**
 * The signed-in user's display settings, kept with the account so every device applies them,
 * whether others may open their results' pages, and what their public profile shows.
 */
export const accountSettingsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  redis?: Redis;
}> = async (app, { db, auth, redis }) => {
  const limited = await accountSaves(app, {
    auth,
    redis,
    what: "settings saves",
    counter: "settings-saves",
    perMinute: SETTINGS_SAVES_PER_MINUTE,
  });

  app.route({
    ...endpointRoute(getAccountSettings),
    handler: async (request, reply) => {
      const settings = await findUserSettings(db, signedInUser(request).id);
      return reply.header("cache-control", "no-store").send({ settings });
    },
  });

  app.route({
    ...endpointRoute(putAccountSettings),
    config: limited,
    handler: async (request) => {
      await saveUserSettings(db, signedInUser(request).id, request.body);
      return { settings: request.body };
    },
  });

  app.route({
    ...endpointRoute(putResultsPrivacy),
    config: limited,
    handler: async (request) => {
      await saveResultsPrivacy(db, signedInUser(request).id, request.body.resultsPrivate);
      return request.body;
    },
  });

  app.route({
    ...endpointRoute(putProfileFields),
    config: limited,
    handler: async (request) => {
      await saveProfileFields(db, signedInUser(request).id, request.body);
      return request.body;
    },
  });
};
