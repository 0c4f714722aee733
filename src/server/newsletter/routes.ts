import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { apiErrorSchema } from "../../core/api/error.ts";
import { newsletterRequestSchema, newsletterResponseSchema } from "../../core/api/newsletter.ts";
import { NEWSLETTER_CONFIRMATION } from "../../core/site/contact-fields.ts";
import type { Database } from "../db/client.ts";
import { sharedCounts, tooManyRequests } from "../http/rate-limit.ts";
import { subscribe } from "./repository.ts";

/** Per client IP. */
export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: 60 * 60_000 };

export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Database; redis?: Redis }> = async (
  app,
  { db, redis },
) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests("sign-ups"),
    ...sharedCounts(redis, "newsletter"),
  });

  app.post(
    "/newsletter",
    {
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: {
        tags: ["newsletter"],
        summary: "Subscribe an address to the newsletter; a known address is not added twice",
        description:
          "201 for a new address, 200 for one already subscribed (in any letter case); both carry the same confirmation.",
        body: newsletterRequestSchema,
        response: {
          200: newsletterResponseSchema,
          201: newsletterResponseSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const added = await subscribe(db, request.body.email);
      return reply
        .status(added ? 201 : 200)
        .send({ subscribed: true, message: NEWSLETTER_CONFIRMATION });
    },
  );
};
