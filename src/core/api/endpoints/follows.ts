import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import { followingListSchema } from "../follows.ts";
import { profileParamsSchema } from "../public-profile.ts";
import { z } from "zod";

const done = z.null().describe("Done; nothing to answer");

export const putFollow = endpoint({
  method: "PUT",
  path: "/api/me/following/:username",
  tags: ["friends"],
  summary: "Follow a typist (again: nothing changes)",
  description:
    "A private, banned or unknown typist answers 404 (code no-profile), as their profile " +
    "does; following oneself 422 (code own-profile); following more than the limit 409 " +
    "(code follow-limit).",
  params: profileParamsSchema,
  responses: {
    204: done,
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    422: apiErrorSchema,
    429: apiErrorSchema,
  },
});

export const deleteFollow = endpoint({
  method: "DELETE",
  path: "/api/me/following/:username",
  tags: ["friends"],
  summary: "Stop following a typist (not following them: nothing changes)",
  description:
    "Any typist, private or banned ones too, so no one is followed for good; a name no one " +
    "holds answers 404.",
  params: profileParamsSchema,
  responses: {
    204: done,
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    429: apiErrorSchema,
  },
});

export const getFollowing = endpoint({
  method: "GET",
  path: "/api/me/following",
  tags: ["friends"],
  summary: "The typists the signed-in typist follows, each with their newest ranked best",
  responses: { 200: followingListSchema, 401: apiErrorSchema },
});
