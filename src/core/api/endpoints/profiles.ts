import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import {
  profileFieldsSchema,
  profileFieldsViewSchema,
  profileParamsSchema,
  publicProfileSchema,
} from "../public-profile.ts";
import { raceRatingViewSchema } from "../race-rating.ts";

export const getPublicProfile = endpoint({
  method: "GET",
  path: "/api/profiles/:username",
  tags: ["profiles"],
  summary:
    "A typist's public profile (/u/{username}): bio, keyboard, totals, personal bests, " +
    "activity, newest ranked results and races",
  description:
    "A private profile, a banned typist's and a name no one holds all answer 404 " +
    "(code no-profile); the typist reads their own private profile.",
  params: profileParamsSchema,
  responses: { 200: publicProfileSchema, 400: apiErrorSchema, 404: apiErrorSchema },
});

export const getRaceRating = endpoint({
  method: "GET",
  path: "/api/profiles/:username/rating",
  tags: ["profiles"],
  summary: "A typist's rating from ranked races (Glicko-2) and their last rated races",
  description:
    "Hidden as their profile is: a private profile, a banned typist's and a name no one " +
    "holds all answer 404 (code no-profile); the typist reads their own.",
  params: profileParamsSchema,
  responses: { 200: raceRatingViewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
});

export const putProfileFields = endpoint({
  method: "PUT",
  path: "/api/account/profile",
  tags: ["account"],
  summary: "Set the signed-in typist's bio, keyboard, and whether their public profile is private",
  body: profileFieldsSchema,
  responses: {
    200: profileFieldsViewSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    429: apiErrorSchema,
  },
});
