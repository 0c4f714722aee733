import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DataExport } from "../../core/api/account.ts";
import {
  deleteMe,
  getDataExport,
  getProfile,
  getResultsCsv,
  patchUsername,
} from "../../core/api/endpoints/account.ts";
import { resultsToCsv } from "../../core/account/results-csv.ts";
import { USERNAME_MESSAGES, usernameProblem } from "../../core/account/username.ts";
import type { Auth } from "../auth/auth.ts";
import { requireUser, signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { HttpError } from "../http/http-error.ts";
import { findUserKeyStats, listAllResults, listResultsForExport } from "../results/repository.ts";
import { deleteMailingData, findMailingData } from "./mailing-repository.ts";
import { usernameTaken } from "../users/repository.ts";
import { changeUsername, findAccountUser, listSessions, listSignInMethods } from "./repository.ts";
import { findUserSettings } from "./settings-repository.ts";
import { followingForExport } from "../follows/repository.ts";
import { listImportedForExport } from "../imports/repository.ts";
import { findLessonProgress } from "../lessons/progress-repository.ts";
import { listApiKeysForExport } from "../api-keys/repository.ts";

const attachment = (name: string) => `attachment; filename="${name}"`;

/** The signed-in user's own account: profile, data download, username change, deletion. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  app.addHook("preHandler", requireUser(auth));

  app.route({
    ...endpointRoute(getProfile),
    handler: async (request) => {
      const session = signedInUser(request);
      const row = await findAccountUser(db, session.id);
      if (!row) throw new HttpError(401, "Sign in to do this.");
      const methods = await listSignInMethods(db, row.id);
      return {
        user: {
          id: row.id,
          email: row.email,
          username: row.displayUsername ?? row.username ?? "",
          createdAt: row.createdAt.toISOString(),
          signInMethods: methods.map((m) => m.provider),
          emailVerified: row.emailVerified,
          resultsPrivate: row.resultsPrivate,
          bio: row.bio,
          keyboard: row.keyboard,
          profilePrivate: row.profilePrivate,
        },
      };
    },
  });

  app.route({
    ...endpointRoute(patchUsername),
    handler: async (request) => {
      const session = signedInUser(request);
      const wanted = request.body.username.trim();
      const problem = usernameProblem(wanted);
      if (problem) throw new HttpError(400, problem);
      if (await usernameTaken(db, wanted, { exceptUserId: session.id })) {
        throw new HttpError(409, USERNAME_MESSAGES.taken);
      }
      // Two people racing for one name: the unique index decides.
      if (!(await changeUsername(db, session.id, wanted))) {
        throw new HttpError(409, USERNAME_MESSAGES.taken);
      }
      return { id: session.id, email: session.email, username: wanted };
    },
  });

  app.route({
    ...endpointRoute(getDataExport),
    handler: async (request, reply) => {
      const session = signedInUser(request);
      const row = await findAccountUser(db, session.id);
      if (!row) throw new HttpError(401, "Sign in to do this.");
      const sessionRows = await listSessions(db, row.id);
      const mailing = row.emailVerified
        ? await findMailingData(db, row.email)
        : { newsletter: null, contactMessages: [] };
      const body: DataExport = {
        exportedAt: new Date().toISOString(),
        user: {
          id: row.id,
          email: row.email,
          username: row.displayUsername ?? row.username ?? "",
          name: row.name,
          emailVerified: row.emailVerified,
          resultsPrivate: row.resultsPrivate,
          bio: row.bio,
          keyboard: row.keyboard,
          profilePrivate: row.profilePrivate,
          image: row.image,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        },
        signInMethods: (await listSignInMethods(db, row.id)).map((m) => ({
          provider: m.provider,
          createdAt: m.createdAt.toISOString(),
        })),
        sessions: sessionRows.map((s) => ({
          createdAt: s.createdAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          ipAddress: s.ipAddress,
          userAgent: s.userAgent,
        })),
        results: await listResultsForExport(db, row.id),
        keyStats: await findUserKeyStats(db, row.id),
        settings: await findUserSettings(db, row.id),
        lessons: await findLessonProgress(db, row.id),
        apiKeys: await listApiKeysForExport(db, row.id),
        following: await followingForExport(db, row.id),
        importedResults: await listImportedForExport(db, row.id),
        ...mailing,
      };
      return reply
        .header("content-disposition", attachment("typetempo-data.json"))
        .header("cache-control", "no-store")
        .send(body);
    },
  });

  app.route({
    ...endpointRoute(getResultsCsv),
    handler: async (request, reply) => {
      const session = signedInUser(request);
      const csv = resultsToCsv(await listAllResults(db, session.id));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", attachment("typetempo-results.csv"))
        .header("cache-control", "no-store")
        .send(csv);
    },
  });

  app.route({
    ...endpointRoute(deleteMe),
    handler: async (request, reply) => {
      const session = signedInUser(request);
      const row = await findAccountUser(db, session.id);
      // An unverified address may be someone else's: their subscription and messages stay.
      if (row?.emailVerified) await deleteMailingData(db, row.email);
      const context = await auth.$context;
      // Sessions (also in Redis when configured), accounts, then the user; results, their
      // leaderboard entries and key figures go with the user through the foreign key.
      await context.internalAdapter.deleteUser(session.id);
      const expired = [
        context.authCookies.sessionToken,
        context.authCookies.sessionData,
        context.authCookies.dontRememberToken,
      ].map(
        (cookie) =>
          `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${cookie.attributes.secure ? "; Secure" : ""}`,
      );
      return reply.status(204).header("set-cookie", expired).send(null);
    },
  });
};
