import { REPORTS_PER_DAY } from "../../moderation/reason.ts";
import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import {
  replaySchema,
  reportRequestSchema,
  reportResponseSchema,
  resultIdParamsSchema,
} from "../replays.ts";

export const getReplay = endpoint({
  method: "GET",
  path: "/api/results/:id/replay",
  tags: ["replays"],
  summary:
    "A result's passage, keystroke timeline, score and typist, for its replay: public " +
    "for ranked results, otherwise only for its typist and moderators",
  params: resultIdParamsSchema,
  responses: { 200: replaySchema, 400: apiErrorSchema, 404: apiErrorSchema },
});

export const reportReplay = endpoint({
  method: "POST",
  path: "/api/results/:id/reports",
  tags: ["replays"],
  summary: `Report a ranked result as doubtful, with a reason; ${REPORTS_PER_DAY} reports a day`,
  description:
    "Refusals carry a `code`: own-result (422); already-reported (409); report-limit (429).",
  params: resultIdParamsSchema,
  body: reportRequestSchema,
  responses: {
    201: reportResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    422: apiErrorSchema,
    429: apiErrorSchema,
  },
});
