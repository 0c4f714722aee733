import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { subscribeToNewsletter } from "../../core/api/endpoints/newsletter.ts";
import { NEWSLETTER_CONFIRMATION } from "../../core/site/contact-fields.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
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

  app.route({
    ...endpointRoute(subscribeToNewsletter),
    config: { rateLimit: NEWSLETTER_RATE_LIMIT },
    handler: async (request, reply) => {
      const added = await subscribe(db, request.body.email);
      return reply
        .status(added ? 201 : 200)
        .send({ subscribed: true, message: NEWSLETTER_CONFIRMATION });
    },
  });
};
