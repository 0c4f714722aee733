import rateLimit from "@fastify/rate-limit";
import websocket from "@fastify/websocket";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { WebSocket } from "ws";
import { createRace, getRaceHistory } from "../../core/api/endpoints/races.ts";
import { apiErrorSchema } from "../../core/api/error.ts";
import {
  CARRIED_OVER_REASON,
  CLOSE_RESTARTING,
  MAX_MESSAGE_BYTES,
  RACE_SOCKET_PATH,
  RESTARTING_REASON,
} from "../../core/race/protocol.ts";
import type { Auth } from "../auth/auth.ts";
import { requireUser, sessionUser, signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { HttpError } from "../http/http-error.ts";
import { sharedCounts, tooManyRequests } from "../http/rate-limit.ts";
import { isCrossSite } from "../http/same-origin.ts";
import type { RaceConfig } from "./config.ts";
import { serveRacer } from "./connection.ts";
import type { RaceHub, RoomService } from "./hub.ts";
import type { RankedQueue } from "./ranked.ts";
import { raceHistory } from "./repository.ts";
import { RacesUnavailable } from "./shared.ts";

export interface RaceRouteOptions {
  db: Database;
  auth: Auth;
  now: () => number;
  config: RaceConfig;
  hub: RaceHub;
  /** The rooms racers join: this instance's, or every instance's through Redis. */
  rooms: RoomService;
  /** The ranked queue, which seats signed-in typists by their rating. */
  ranked: RankedQueue;
  /** Stopping: hands running races to another instance; false when there is none. */
  handOver: () => Promise<boolean>;
  /** BETTER_AUTH_URL's origin, the one a race page's socket must come from when set. */
  publicOrigin: string | undefined;
  redis?: Redis;
}

/** Private rooms one client may open per minute. */
const CREATE_RATE_LIMIT = 20;

/**
 * Live races (product 'Live races'): private rooms opened over HTTP, the race itself over one
 * WebSocket per racer (GET /api/races/ws, protocol in src/core/race/protocol.ts), and the signed-in
 * typist's race history.
 */
export const raceRoutes: FastifyPluginAsyncZod<RaceRouteOptions> = async (
  app,
  { db, auth, now, config, hub, rooms, ranked, handOver, publicOrigin, redis },
) => {
  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    // Stopping (SIGTERM): running races go on at another instance when one runs (their pages
    // rejoin them there), else end as their time limit would, everyone sent the results. Every
    // socket is closed with a word the page shows, not a bare 1005.
    preClose: function (done) {
      void handOver().then((carried) => {
        if (!carried) hub.endRaces();
        const reason = carried ? CARRIED_OVER_REASON : RESTARTING_REASON;
        for (const socket of this.websocketServer.clients) socket.close(CLOSE_RESTARTING, reason);
        this.websocketServer.close(() => done());
      });
    },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests("races opened"),
    ...sharedCounts(redis, "race-rooms"),
  });

  // A socket that has not answered the last ping is dead: its racer shows as disconnected.
  const alive = new WeakMap<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, config.heartbeatMs);
  heartbeat.unref();
  app.addHook("onClose", async () => clearInterval(heartbeat));

  app.route({
    ...endpointRoute(createRace),
    config: { rateLimit: { max: CREATE_RATE_LIMIT, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const code = await hub.createPrivate(request.body.difficulty).catch((error: unknown) => {
        throw error instanceof RacesUnavailable ? new HttpError(503, error.message) : error;
      });
      return reply.status(201).send({ code, path: `/race/${code}` });
    },
  });

  app.route({
    method: "GET",
    // Not an endpoint descriptor: the browser opens it as a socket, not through api().
    url: RACE_SOCKET_PATH,
    schema: {
      tags: ["races"],
      summary: "The live race WebSocket: join a room or a quick race, then send progress",
      description:
        "Upgrade to a WebSocket; messages are JSON text frames of at most 16 KiB, at most 20 a " +
        "second (src/core/race/protocol.ts, docs/architecture.md). Without an upgrade: 426. " +
        "From another site's page: 403.",
      response: { 403: apiErrorSchema, 426: apiErrorSchema },
    },
    onRequest: async (request) => {
      // A socket carries the session cookie: another site's page may not race as its typist.
      if (isCrossSite(request, publicOrigin)) {
        throw new HttpError(403, "A race cannot be joined from another site.");
      }
    },
    handler: async () => {
      throw new HttpError(426, "This is the race WebSocket: connect with a WebSocket upgrade.");
    },
    wsHandler: (socket, request) => {
      alive.set(socket, true);
      socket.on("pong", () => alive.set(socket, true));
      const identity = sessionUser(auth, request).then(
        (user) => ({ userId: user?.id ?? null, username: user?.displayUsername ?? null }),
        () => ({ userId: null, username: null }),
      );
      serveRacer(socket, rooms, identity, { now, log: request.log, ranked });
    },
  });

  app.route({
    ...endpointRoute(getRaceHistory),
    onRequest: requireUser(auth),
    handler: async (request) => raceHistory(db, signedInUser(request).id, request.query.page),
  });
};
