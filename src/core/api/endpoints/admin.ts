import {
  moderationActionRequestSchema,
  moderationDoneSchema,
  moderationLogSchema,
  reviewListSchema,
  reviewQuerySchema,
  userIdParamsSchema,
} from "../admin.ts";
import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import { resultIdParamsSchema } from "../replays.ts";

const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

export const getReviewQueue = endpoint({
  method: "GET",
  path: "/api/admin/results",
  tags: ["admin"],
  summary: "Results to review: flagged, held for the speed challenge, or reported",
  query: reviewQuerySchema,
  responses: {
    200: reviewListSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
  },
});

export const postRank = endpoint({
  method: "POST",
  path: "/api/admin/results/:id/rank",
  tags: ["admin"],
  summary: "Rank a result (verification becomes verified), with a reason for the log",
  params: resultIdParamsSchema,
  body: moderationActionRequestSchema,
  responses: { 200: moderationDoneSchema, ...refusals },
});

export const postUnrank = endpoint({
  method: "POST",
  path: "/api/admin/results/:id/unrank",
  tags: ["admin"],
  summary: "Take a result off the leaderboard (verification becomes removed)",
  params: resultIdParamsSchema,
  body: moderationActionRequestSchema,
  responses: { 200: moderationDoneSchema, ...refusals },
});

export const postBan = endpoint({
  method: "POST",
  path: "/api/admin/users/:id/ban",
  tags: ["admin"],
  summary: "Ban a typist: all their results leave the leaderboard and no new one is saved",
  params: userIdParamsSchema,
  body: moderationActionRequestSchema,
  responses: { 200: moderationDoneSchema, ...refusals },
});

export const getModerationLog = endpoint({
  method: "GET",
  path: "/api/admin/log",
  tags: ["admin"],
  summary: "Every moderator action, newest first: who, what, target, reason and when",
  responses: { 200: moderationLogSchema, 401: apiErrorSchema, 403: apiErrorSchema },
});
