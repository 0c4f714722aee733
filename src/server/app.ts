import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { accountRoutes } from "./account/routes.ts";
import { accountSettingsRoutes } from "./account/settings-routes.ts";
import { openAdminChannel } from "./admin/channel.ts";
import { adminRoutes } from "./admin/routes.ts";
import { apiKeyRoutes } from "./api-keys/routes.ts";
import { importRoutes } from "./imports/routes.ts";
import { programRoutes } from "./api-keys/program-routes.ts";
import { appealRoutes } from "./appeals/routes.ts";
import { createAuth } from "./auth/auth.ts";
import { authRoutes } from "./auth/routes.ts";
import { challengeKey } from "./challenges/challenge-text.ts";
import { challengeRoutes } from "./challenges/routes.ts";
import type { AppConfig } from "./config.ts";
import { contactRoutes } from "./contact/routes.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { readRouting } from "./db/read-routing.ts";
import { healthRoutes } from "./health/routes.ts";
import {
  DEFAULT_BODY_LIMIT,
  registerBodyLimits,
  registerJsonDepthLimit,
} from "./http/body-limits.ts";
import { registerApiCachePolicy } from "./http/cache-control.ts";
import { registerCompression } from "./http/compression.ts";
import { registerDrain } from "./http/drain.ts";
import { registerErrorHandling } from "./http/errors.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerSameOriginCheck } from "./http/same-origin.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerTextGuard } from "./http/text-guard.ts";
import { fastifyTrustProxy } from "./http/trust-proxy.ts";
import { SERVER_TIMEOUTS, timeoutOptions, type ServerTimeouts } from "./http/timeouts.ts";
import { registerWeb } from "./http/web.ts";
import { earlyTests } from "./typing-tests/early.ts";
import { PROFILE_PAGE, RESULT_PAGE } from "../core/site/client-pages.ts";
import { closeRedis, connectRedis, redisStarted } from "./infra/redis.ts";
import { windowLimit } from "./http/rate-limit.ts";
import { checkAuthSecret, resolveAuthSecret } from "./infra/secret.ts";
import { linkOrigin } from "./mail/link-origin.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { createMetrics, type Metrics } from "./metrics/metrics.ts";
import { registerMetrics } from "./metrics/routes.ts";
import { followRoutes } from "./follows/routes.ts";
import { followingLeaderboardRoutes } from "./leaderboard/following-routes.ts";
import { leaderboardRoutes } from "./leaderboard/routes.ts";
import { typistPercentileRoutes } from "./lessons/percentile-routes.ts";
import { lessonProgressRoutes } from "./lessons/progress-routes.ts";
import { newsletterRoutes } from "./newsletter/routes.ts";
import { passageRoutes } from "./passages/routes.ts";
import { seedPassages } from "./passages/seed.ts";
import { replayRoutes } from "./replays/routes.ts";
import { insightRoutes } from "./results/insight-routes.ts";
import { publicResultRoutes, resultPageHead } from "./results/public-routes.ts";
import { profilePageHead, publicProfileRoutes } from "./profiles/routes.ts";
import { practiceRoutes } from "./results/practice-routes.ts";
import { weakKeyRoutes } from "./results/weak-key-routes.ts";
import type { RaceHub } from "./races/hub.ts";
import { createRaceRooms } from "./races/shared.ts";
import { rankedBoard } from "./races/ranked-board.ts";
import { RankedQueue } from "./races/ranked.ts";
import { raceRoutes } from "./races/routes.ts";
import { resultRoutes } from "./results/routes.ts";
import { seoRoutes } from "./seo/routes.ts";
import { typingTestRoutes } from "./typing-tests/routes.ts";
import { ticketKey as deriveTicketKey } from "./typing-tests/token.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Sends the site's mails; tests wait on it before reading the outbox. */
    mailer: Mailer;
    /** The live race rooms; tests wait on it for finished races to be stored. */
    races: RaceHub;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** Logging on or off; tests keep it quiet. */
  logger?: boolean;
  /** Milliseconds since the epoch; tests move it instead of waiting for a test to end. */
  now?: () => number;
  /** How long to wait on slow clients; tests shorten it to see a slow client cut off. */
  timeouts?: ServerTimeouts;
}

function loggerOptions(config: AppConfig, enabled: boolean) {
  if (!enabled) return false;
  return config.prettyLogs
    ? { level: config.logLevel, transport: { target: "pino-pretty" } }
    : { level: config.logLevel };
}

/** Every feature's routes, and what they share: the secret, Redis, better-auth. */
async function registerFeatures(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
  now: () => number,
  metrics: Metrics,
): Promise<void> {
  const db = database.db;
  const secret = resolveAuthSecret(config);
  const ticketKey = deriveTicketKey(secret);
  // Sessions are cached and every rate limit counted in Redis when configured, so instances act
  // as one; the server starts and serves without it (infra/redis.ts).
  const redis = config.auth.redisUrl ? connectRedis(config.auth.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook("onClose", () => closeRedis(redis));
    await redisStarted(redis);
  }
  // The site's public address, for links in mails and in shared results' link previews.
  const origin = linkOrigin({
    baseURL: config.auth.baseURL,
    host: config.host,
    port: config.port,
    boundAddress: () => app.server.address(),
  });
  const mailer = createMailer({ config: config.mail, logger: app.log, metrics, now });
  app.decorate("mailer", mailer);
  app.addHook("onClose", () => mailer.close());
  const auth = createAuth({
    db,
    config: config.auth,
    secret,
    redis,
    logger: app.log,
    quiet: config.env === "test",
    now,
    mailer,
    linkOrigin: origin,
  });

  // Before any route, so that its hook marks every write.
  const reads = readRouting(app, database);

  // In the order their routes appear in the OpenAPI document.
  await app.register(healthRoutes, { database, redis });
  await app.register(passageRoutes, { db });
  await app.register(leaderboardRoutes, { reads, now });
  // Personal: a typist's own circle, read where their follows were written.
  await app.register(followingLeaderboardRoutes, { db, auth, now });
  await app.register(typistPercentileRoutes, { db, auth });
  await app.register(typingTestRoutes, {
    db,
    auth,
    ticketKey,
    now,
    rateLimitMax: config.testsRateLimitMax,
    redis,
  });
  await app.register(authRoutes, { auth, db, config: config.auth });
  await app.register(resultRoutes, {
    auth,
    db,
    ticketKey,
    now,
    rateLimitMax: config.resultsRateLimitMax,
    challenge: config.speedChallenge,
    redis,
    metrics,
  });
  await app.register(practiceRoutes, {
    auth,
    db,
    rateLimitMax: config.resultsRateLimitMax,
    redis,
  });
  await app.register(weakKeyRoutes, { auth, db, redis });
  await app.register(insightRoutes, { auth, db, now });
  await app.register(publicResultRoutes, { auth, reads, redis });
  await app.register(publicProfileRoutes, { auth, reads, redis, now });
  await app.register(followRoutes, { auth, db, redis });
  await app.register(replayRoutes, { auth, db, now });
  // Rooms are shared through Redis when configured, so racers on any instance meet.
  const board = rankedBoard(redis);
  const races = await createRaceRooms(
    {
      db,
      log: app.log,
      now,
      config: config.races,
      thresholdWpm: config.speedChallenge.thresholdWpm,
      rankedChanged: (room, openedAt) => board.update(room, openedAt),
    },
    redis,
  );
  const ranked = new RankedQueue({
    hub: races.hub,
    rooms: races.rooms,
    board,
    db,
    now,
    log: app.log,
  });
  app.decorate("races", races.hub);
  app.addHook("onClose", async () => {
    ranked.close();
    await races.close();
  });
  await app.register(raceRoutes, {
    db,
    auth,
    now,
    config: config.races,
    hub: races.hub,
    rooms: races.rooms,
    ranked,
    handOver: races.handOver,
    publicOrigin: config.auth.baseURL ? new URL(config.auth.baseURL).origin : undefined,
    redis,
  });
  await app.register(challengeRoutes, {
    auth,
    db,
    challengeKey: challengeKey(secret),
    now,
  });
  await app.register(appealRoutes, { auth, db, now, redis });
  await app.register(accountRoutes, { auth, db });
  await app.register(accountSettingsRoutes, { auth, db, redis });
  await app.register(apiKeyRoutes, { auth, db, now, redis });
  await app.register(importRoutes, { auth, db, now, redis });
  await app.register(programRoutes, { db, now, redis });
  await app.register(lessonProgressRoutes, { auth, db, redis });
  await app.register(adminRoutes, { auth, db, now });
  await app.register(contactRoutes, { db, redis });
  await app.register(newsletterRoutes, { db, redis });
  await app.register(seoRoutes);
  await registerWeb(
    app,
    config.webRoot,
    {
      [RESULT_PAGE.pattern]: resultPageHead(reads, auth, origin),
      [PROFILE_PAGE.pattern]: profilePageHead(reads, auth, origin),
    },
    earlyTests({
      db,
      ticketKey,
      now,
      withinLimit: windowLimit(redis, "early-tests", {
        max: config.testsRateLimitMax,
        timeWindow: 60_000,
      }),
    }),
  );
}

/** The whole server: database opened and migrated, passages seeded, API and pages routed. */
export async function buildApp({
  config,
  logger = true,
  now = Date.now,
  timeouts = SERVER_TIMEOUTS,
}: BuildAppOptions): Promise<FastifyInstance> {
  // A production server without a usable secret stops here, before it touches the database.
  checkAuthSecret(config);
  const app = Fastify({
    logger: loggerOptions(config, logger),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Off unless TRUST_PROXY names the proxies in front; then request.ip, request.protocol and
    // request.host come from their X-Forwarded-* headers (rate limits, Secure cookies, origin).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...timeoutOptions(timeouts),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerDrain(app);
  registerBodyLimits(app);
  registerJsonDepthLimit(app);
  registerSecurityHeaders(app, config.env === "production");
  registerApiCachePolicy(app);
  registerCompression(app);
  const publicOrigin = config.auth.baseURL ? new URL(config.auth.baseURL).origin : undefined;
  registerSameOriginCheck(app, publicOrigin);
  registerTextGuard(app);
  const metrics = createMetrics({ served: config.metricsToken !== undefined });
  registerMetrics(app, metrics, config.metricsToken);

  let database: DatabaseHandle;
  try {
    database = await openDatabase(config.database, (seconds) =>
      metrics.queryDuration.observe(seconds),
    );
  } catch (error) {
    await app.close();
    throw error;
  }
  app.decorate("database", database);
  app.addHook("onClose", () => database.close());
  // The embedded database is this process's alone: npm run admin asks the server instead.
  if (config.database.kind === "pglite" && config.database.dataDir) {
    try {
      const channel = await openAdminChannel(config.database.dataDir, database.db);
      // Before the database closes, so no grant arrives after it.
      app.addHook("preClose", () => channel.close());
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  const seeded = await seedPassages(database.db);
  if (seeded > 0) app.log.info({ seeded }, "seeded passages");

  await registerOpenApi(app);
  await registerFeatures(app, config, database, now, metrics);
  return app;
}
