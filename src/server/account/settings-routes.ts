import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../core/api/error.ts";
import { accountSettingsResponseSchema, settingsSchema } from "../../core/api/settings.ts";
import type { Auth } from "../auth/auth.ts";
import { requireUser, signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { findUserSettings, saveUserSettings } from "./settings-repository.ts";

/** The signed-in user's display settings, kept with the account so every device applies them. */
export const accountSettingsRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  app.addHook("preHandler", requireUser(auth));
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

  app.get(
    "/account/settings",
    {
      schema: {
        tags: ["account"],
        summary: "The signed-in user's display settings (product §10)",
        response: { 200: accountSettingsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const settings = await findUserSettings(db, signedInUser(request).id);
      return reply.header("cache-control", "no-store").send({ settings });
    },
  );

  app.put(
    "/account/settings",
    {
      schema: {
        tags: ["account"],
        summary: "Replace the signed-in user's display settings",
        body: settingsSchema,
        response: { 200: accountSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await saveUserSettings(db, signedInUser(request).id, request.body);
      return { settings: request.body };
    },
  );
};
