import { APPEALS_PER_HOUR } from "../../moderation/appeal.ts";
import { appealRequestSchema, appealResponseSchema } from "../appeals.ts";
import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import { resultIdParamsSchema } from "../replays.ts";

export const postAppeal = endpoint({
  method: "POST",
  path: "/api/results/:id/appeal",
  tags: ["results"],
  summary:
    "Ask a moderator to review one of the signed-in typist's flagged results, with an " +
    `optional message; once per result, ${APPEALS_PER_HOUR} requests an hour`,
  description:
    "The result joins the moderators' review list with its replay. Refusals carry a `code`: " +
    "banned (403); no-result (404); not-flagged, review-requested (409); not-rankable (422).",
  params: resultIdParamsSchema,
  body: appealRequestSchema,
  responses: {
    201: appealResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    422: apiErrorSchema,
    429: apiErrorSchema,
  },
});
