import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { createHash } from "node:crypto";
import { getPublicProfile, getRaceRating } from "../../core/api/endpoints/profiles.ts";
import { profileParamsSchema } from "../../core/api/public-profile.ts";
import { profileCardPath, profilePath } from "../../core/site/result-paths.ts";
import {
  type ProfileCard,
  fastestBest,
  publicProfileMeta,
} from "../../core/site/public-profile.ts";
import type { Auth } from "../auth/auth.ts";
import { sessionUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import type { Reader } from "../db/read-routing.ts";
import { SHARED_PICTURE } from "../http/cache-control.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { HttpError } from "../http/http-error.ts";
import { etagMatches } from "../http/page.ts";
import { sharedCounts, tooManyRequests } from "../http/rate-limit.ts";
import type { ClientHead } from "../http/web.ts";
import { ratingView } from "../races/ratings.ts";
import { personalBests, typistTotals } from "../results/insight.ts";
import { drawProfileCard } from "./profile-card.ts";
import {
  NO_PUBLIC_PROFILE,
  type ProfileOwner,
  findProfileOwner,
  openProfileOwner,
  profileOpenToAll,
  profileView,
} from "./repository.ts";

/** Pictures drawn per client address and minute, as for results' (results/public-routes.ts). */
export const PROFILE_CARDS_PER_MINUTE = 60;
/** Changed with the picture's drawing, so caches holding the old one ask again. */
const CARD_VERSION = 1;

async function viewerId(auth: Auth, request: FastifyRequest): Promise<string | null> {
  return request.headers.cookie ? ((await sessionUser(auth, request))?.id ?? null) : null;
}

/** What a profile's link preview and picture show. */
async function profileCard(db: Database, owner: ProfileOwner): Promise<ProfileCard> {
  const best = fastestBest(await personalBests(db, owner.id));
  return {
    username: owner.username,
    tests: (await typistTotals(db, owner.id)).tests,
    best: best && { wpm: best.wpm, mode: best.mode },
  };
}

/** Each typist's public profile (/u/:username, issue 36): its JSON and its link picture. */
export const publicProfileRoutes: FastifyPluginAsyncZod<{
  reads: Reader;
  auth: Auth;
  redis?: Redis;
  now: () => number;
}> = async (app, { reads, auth, redis, now }) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests("profile pictures", "in a minute"),
    ...sharedCounts(redis, "profile-cards"),
  });

  /** The profile's owner and who asks, or a 404 when the profile is hidden from them. */
  async function shownProfile(
    db: Database,
    request: FastifyRequest<{ Params: { username: string } }>,
  ) {
    const owner = await findProfileOwner(db, request.params.username);
    const viewer = await viewerId(auth, request);
    // A private or banned typist's profile is answered as a name no one holds.
    if (!owner || (!profileOpenToAll(owner) && viewer !== owner.id)) {
      throw new HttpError(404, NO_PUBLIC_PROFILE, "no-profile");
    }
    return { owner, viewer };
  }

  app.route({
    ...endpointRoute(getPublicProfile),
    handler: async (request, reply) => {
      const db = reads(request);
      const { owner, viewer } = await shownProfile(db, request);
      // Per viewer (mine, and the owner's view of a private profile): never kept by a cache.
      reply.header("cache-control", "no-store");
      return profileView(db, owner, viewer, now());
    },
  });

  app.route({
    ...endpointRoute(getRaceRating),
    handler: async (request, reply) => {
      const db = reads(request);
      const { owner } = await shownProfile(db, request);
      reply.header("cache-control", "no-store");
      return ratingView(db, owner.id);
    },
  });

  // Not under /api/, which robots.txt closes to crawlers: link previews' crawlers fetch it.
  app.get(
    "/u/:username/card.png",
    {
      schema: { hide: true, params: profileParamsSchema },
      config: { rateLimit: { max: PROFILE_CARDS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      // Anyone's, the typist's too: a picture is for link previews, which come signed out.
      const db = reads(request);
      const owner = await openProfileOwner(db, request.params.username);
      if (!owner) throw new HttpError(404, NO_PUBLIC_PROFILE, "no-profile");
      const card = await profileCard(db, owner);
      const etag = `"${createHash("sha256")
        .update(JSON.stringify([CARD_VERSION, card]))
        .digest("base64url")
        .slice(0, 22)}"`;
      reply.header("cache-control", SHARED_PICTURE).header("etag", etag);
      if (etagMatches(request.headers["if-none-match"], etag)) return reply.status(304).send();
      return reply.type("image/png").send(await drawProfileCard(card));
    },
  );
};

const NOT_FOUND: ClientHead = { status: 404, tags: [] };

/**
 * The head of a profile's page (/u/:username) for link previews, which run no script: an open
 * profile's title, description and picture; the page untagged to the typist of a private one;
 * a 404 to anyone else, the same as for a name no one holds. `origin` is the site's address.
 */
export function profilePageHead(reads: Reader, auth: Auth, origin: () => string) {
  return async (request: FastifyRequest): Promise<ClientHead> => {
    const db = reads(request);
    const parsed = profileParamsSchema.safeParse(request.params);
    if (!parsed.success) return NOT_FOUND;
    const owner = await findProfileOwner(db, parsed.data.username);
    if (!owner) return NOT_FOUND;
    if (!profileOpenToAll(owner)) {
      return (await viewerId(auth, request)) === owner.id ? { status: 200, tags: [] } : NOT_FOUND;
    }
    return {
      status: 200,
      tags: publicProfileMeta(await profileCard(db, owner), {
        url: `${origin()}${profilePath(owner.username)}`,
        imageUrl: `${origin()}${profileCardPath(owner.username)}`,
      }),
    };
  };
}
