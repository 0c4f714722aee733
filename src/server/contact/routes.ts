import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { sendContactMessage } from "../../core/api/endpoints/contact.ts";
import { CONTACT_THANK_YOU } from "../../core/site/contact-fields.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { sharedCounts, tooManyRequests } from "../http/rate-limit.ts";
import { storeContactMessage } from "./repository.ts";

/** Per client IP: enough for a real conversation, too few to flood the inbox. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

export const contactRoutes: FastifyPluginAsyncZod<{ db: Database; redis?: Redis }> = async (
  app,
  { db, redis },
) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests("messages"),
    ...sharedCounts(redis, "contact"),
  });

  app.route({
    ...endpointRoute(sendContactMessage),
    config: { rateLimit: CONTACT_RATE_LIMIT },
    handler: async (request, reply) => {
      const id = await storeContactMessage(db, { ...request.body, ipAddress: request.ip });
      // The id is enough to find the message; its contents stay out of the logs.
      request.log.info({ contactMessageId: id }, "contact message stored");
      return reply.status(201).send({ received: true, message: CONTACT_THANK_YOU });
    },
  });
};
