import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { FOLLOW_LIMIT, FOLLOW_MESSAGES } from "../../core/account/follows.ts";
import { deleteFollow, getFollowing, putFollow } from "../../core/api/endpoints/follows.ts";
import type { Auth } from "../auth/auth.ts";
import { signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { accountSaves } from "../http/account-saves.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { HttpError } from "../http/http-error.ts";
import { NO_PUBLIC_PROFILE, findProfileOwner, profileOpenToAll } from "../profiles/repository.ts";
import { follow, followedTypists, unfollow } from "./repository.ts";

/**
 * Follows per account and minute, and as many unfollows: far more than anyone clicking through
 * profiles makes, few enough that a script cannot turn the table into a write load.
 */
export const FOLLOWS_PER_MINUTE = 60;

/** Friends (issue 36): following typists, and the list of those one follows. */
export const followRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  redis?: Redis;
}> = async (app, { db, auth, redis }) => {
  const limited = await accountSaves(app, {
    auth,
    redis,
    what: "follows and unfollows",
    counter: "follows",
    perMinute: FOLLOWS_PER_MINUTE,
  });
  app.route({
    ...endpointRoute(putFollow),
    config: limited,
    handler: async (request, reply) => {
      const me = signedInUser(request);
      const owner = await findProfileOwner(db, request.params.username);
      if (owner?.id === me.id) throw new HttpError(422, FOLLOW_MESSAGES.self, "own-profile");
      // Whom no one may see, no one may follow: the same 404 as their profile's.
      if (!owner || !profileOpenToAll(owner)) {
        throw new HttpError(404, NO_PUBLIC_PROFILE, "no-profile");
      }
      if ((await follow(db, me.id, owner.id)) === "full") {
        throw new HttpError(409, FOLLOW_MESSAGES.limit, "follow-limit");
      }
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(deleteFollow),
    config: limited,
    handler: async (request, reply) => {
      const owner = await findProfileOwner(db, request.params.username);
      if (!owner) throw new HttpError(404, NO_PUBLIC_PROFILE, "no-profile");
      await unfollow(db, signedInUser(request).id, owner.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(getFollowing),
    handler: async (request) => ({
      typists: await followedTypists(db, signedInUser(request).id),
      limit: FOLLOW_LIMIT,
    }),
  });
};
