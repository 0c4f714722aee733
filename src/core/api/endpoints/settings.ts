import { resultsPrivacySchema } from "../account.ts";
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

export const putResultsPrivacy = endpoint({
  method: "PUT",
  path: "/api/account/privacy",
  tags: ["account"],
  summary:
    "Keep the signed-in user's results private, or open them again: a private result's page " +
    "and link picture answer 404 to everyone but its typist",
  body: resultsPrivacySchema,
  responses: { 200: resultsPrivacySchema, 429: apiErrorSchema, ...errors },
});
