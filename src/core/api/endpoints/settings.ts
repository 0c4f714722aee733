import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import { accountSettingsResponseSchema, settingsSchema } from "../settings.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export const getAccountSettings = endpoint({
  method: "GET",
  path: "/api/account/settings",
  tags: ["account"],
  summary:
    "The signed-in user's display settings (product 'Where TypeTempo goes beyond the specification', Settings and themes)",
  responses: { 200: accountSettingsResponseSchema, ...errors },
});

export const putAccountSettings = endpoint({
  method: "PUT",
  path: "/api/account/settings",
  tags: ["account"],
  summary: "Replace the signed-in user's display settings",
  body: settingsSchema,
  responses: { 200: accountSettingsResponseSchema, 429: apiErrorSchema, ...errors },
});
