import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { createHash } from "node:crypto";
import { getPublicResult } from "../../core/api/endpoints/results.ts";
import { resultIdParamsSchema } from "../../core/api/replays.ts";
import { publicResultMeta } from "../../core/site/public-result.ts";
import { resultCardPath, resultPath } from "../../core/site/result-paths.ts";
import type { Auth } from "../auth/auth.ts";
import { sessionUser } from "../auth/session.ts";
import type { Reader } from "../db/read-routing.ts";
import { SHARED_PICTURE } from "../http/cache-control.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { HttpError } from "../http/http-error.ts";
import { sharedCounts, tooManyRequests } from "../http/rate-limit.ts";
import { etagMatches } from "../http/page.ts";
import type { ClientHead } from "../http/web.ts";
import { findPublicResult, findSharedResult } from "./public-result.ts";
import { drawResultCard } from "./result-card.ts";

/**
 * Pictures drawn per client address and minute: a link shared to every network is fetched by a
 * few crawlers, while drawing one takes tens of milliseconds of a core (docs/decisions/0015),
 * so one address may not walk the ids to load the server.
 */
export const CARDS_PER_MINUTE = 60;
/** Changed with the picture's drawing, so caches holding the old one ask again. */
const CARD_VERSION = 1;

const NO_PUBLIC_RESULT = "There is no public result at this address.";

async function viewerId(auth: Auth, request: FastifyRequest): Promise<string | null> {
  return request.headers.cookie ? ((await sessionUser(auth, request))?.id ?? null) : null;
}

/**
 * Each saved result's page as anyone may see it, unless its typist keeps their results private
 * (issue 33): its JSON and its link-preview picture.
 */
export const publicResultRoutes: FastifyPluginAsyncZod<{
  reads: Reader;
  auth: Auth;
  redis?: Redis;
}> = async (app, { reads, auth, redis }) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests("result pictures", "in a minute"),
    ...sharedCounts(redis, "result-cards"),
  });

  app.route({
    ...endpointRoute(getPublicResult),
    handler: async (request) => {
      const view = await findPublicResult(
        reads(request),
        request.params.id,
        await viewerId(auth, request),
      );
      // A private, removed or banned typist's result is answered as an unknown one.
      if (!view) throw new HttpError(404, NO_PUBLIC_RESULT, "no-result");
      return view;
    },
  });

  // Not under /api/, which robots.txt closes to crawlers: link previews' crawlers fetch it.
  app.get(
    "/results/:id/card.png",
    {
      schema: { hide: true, params: resultIdParamsSchema },
      config: { rateLimit: { max: CARDS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const found = await findSharedResult(reads(request), request.params.id);
      // Anyone's, the typist's too: a picture is for link previews, which come signed out.
      if (!found?.openToAll) throw new HttpError(404, NO_PUBLIC_RESULT, "no-result");
      const etag = `"${createHash("sha256")
        .update(JSON.stringify([CARD_VERSION, found.result]))
        .digest("base64url")
        .slice(0, 22)}"`;
      reply.header("cache-control", SHARED_PICTURE).header("etag", etag);
      if (etagMatches(request.headers["if-none-match"], etag)) return reply.status(304).send();
      return reply.type("image/png").send(await drawResultCard(found.result));
    },
  );
};

const NOT_FOUND: ClientHead = { status: 404, tags: [] };

/**
 * The head of a result's page (/results/:id) as the server answers it, for link previews, which
 * run no script: a public result's title, description and picture; its own page, untagged, to
 * the typist of a result others may not see; and to anyone else a 404, the same for a private
 * result as for an id that is none. `origin` is the site's public address (mail/link-origin.ts).
 */
export function resultPageHead(reads: Reader, auth: Auth, origin: () => string) {
  return async (request: FastifyRequest): Promise<ClientHead> => {
    const { resultId } = request.params as { resultId: string };
    const parsed = resultIdParamsSchema.safeParse({ id: resultId });
    if (!parsed.success) return NOT_FOUND;
    const id = parsed.data.id;
    const found = await findSharedResult(reads(request), id);
    if (!found) return NOT_FOUND;
    if (!found.openToAll) {
      return (await viewerId(auth, request)) === found.userId
        ? { status: 200, tags: [] }
        : NOT_FOUND;
    }
    const url = `${origin()}${resultPath(id)}`;
    return {
      status: 200,
      tags: publicResultMeta(found.result, { url, imageUrl: `${origin()}${resultCardPath(id)}` }),
    };
  };
}
