import {
  accountDeletedSchema,
  changeUsernameRequestSchema,
  dataExportSchema,
  deleteAccountRequestSchema,
  profileResponseSchema,
  sessionUserSchema,
} from "../account.ts";
import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export const getProfile = endpoint({
  method: "GET",
  path: "/api/me/profile",
  tags: ["account"],
  summary: "The signed-in user (product call 'Profile user')",
  responses: { 200: profileResponseSchema, ...errors },
});

export const patchUsername = endpoint({
  method: "PATCH",
  path: "/api/me/username",
  tags: ["account"],
  summary: "Change the username (same rules as at sign-up)",
  body: changeUsernameRequestSchema,
  responses: { 200: sessionUserSchema, 409: apiErrorSchema, ...errors },
});

/** Linked to for download, not fetched. */
export const getDataExport = endpoint({
  method: "GET",
  path: "/api/me/export",
  tags: ["account"],
  summary: "Everything stored about the signed-in user, as a JSON download",
  responses: { 200: dataExportSchema, ...errors },
});

/** Linked to for download, not fetched. The CSV is not JSON: no response is described. */
export const getResultsCsv = endpoint({
  method: "GET",
  path: "/api/me/export/results.csv",
  tags: ["account"],
  summary: "The signed-in user's results as a CSV download",
  responses: {},
  produces: ["text/csv"],
});

export const deleteMe = endpoint({
  method: "DELETE",
  path: "/api/me",
  tags: ["account"],
  summary:
    "Delete the account: the user, sessions, sign-in methods, every result and its key " +
    "figures, saved settings, lesson progress and follows both ways, and for a verified " +
    "e-mail its newsletter " +
    "subscription and contact messages",
  body: deleteAccountRequestSchema,
  responses: { 204: accountDeletedSchema, ...errors },
});
