import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { AppConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { accountRoutes } from "../account/routes.ts";
import { resultRoutes } from "../results/routes.ts";
import { createAuth } from "./auth.ts";
import { authRoutes } from "./routes.ts";

/** Accounts: better-auth under /api/auth, results and the user's own data under /api. */
export async function registerAccounts(
  app: FastifyInstance,
  config: AppConfig,
  db: Database,
  {
    secret,
    ticketKey,
    now,
    redis,
  }: { secret: string; ticketKey: Buffer; now: () => number; redis?: Redis },
): Promise<void> {
  const auth = createAuth({
    db,
    config: config.auth,
    secret,
    redis,
    logger: app.log,
    quiet: config.env === "test",
  });
  await app.register(authRoutes, {
    prefix: "/api",
    auth,
    db,
    config: config.auth,
    redis,
  });
  await app.register(resultRoutes, {
    prefix: "/api",
    auth,
    db,
    ticketKey,
    now,
    rateLimitMax: config.resultsRateLimitMax,
    redis,
  });
  await app.register(accountRoutes, { prefix: "/api", auth, db });
}
