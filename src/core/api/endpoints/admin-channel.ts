// Served only by a running server's local admin channel, on the loopback interface with a
// token from the data directory (src/server/admin/channel.ts), never on the site's own port.
import { moderatorChangeSchema, moderatorChangedSchema, moderatorListSchema } from "../admin.ts";
import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };

export const getModerators = endpoint({
  method: "GET",
  path: "/api/admin/moderators",
  tags: ["admin"],
  summary: "Every moderator, for npm run admin -- list (local admin channel only)",
  responses: { 200: moderatorListSchema, ...refusals },
});

export const postModerator = endpoint({
  method: "POST",
  path: "/api/admin/moderators",
  tags: ["admin"],
  summary: "Grant or revoke the moderator role, for npm run admin (local admin channel only)",
  body: moderatorChangeSchema,
  responses: { 200: moderatorChangedSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...refusals },
});
