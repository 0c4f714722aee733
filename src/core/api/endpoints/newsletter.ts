import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import { newsletterRequestSchema, newsletterResponseSchema } from "../newsletter.ts";

export const subscribeToNewsletter = endpoint({
  method: "POST",
  path: "/api/newsletter",
  tags: ["newsletter"],
  summary: "Subscribe an address to the newsletter; a known address is not added twice",
  description:
    "201 for a new address, 200 for one already subscribed (in any letter case); both carry the same confirmation.",
  body: newsletterRequestSchema,
  responses: {
    200: newsletterResponseSchema,
    201: newsletterResponseSchema,
    400: apiErrorSchema,
    429: apiErrorSchema,
  },
});
