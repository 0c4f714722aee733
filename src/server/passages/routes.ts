import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getPassage } from "../../core/api/endpoints/passages.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { drawPassage } from "./draw.ts";

export const passageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(getPassage),
    handler: async (request) => {
      const { difficulty, exclude } = request.query;
      // No token comes with this passage, so there is nothing to steer: the browser's list is
      // taken whole.
      return drawPassage(db, difficulty, { remembered: new Set(exclude), hint: [] }, request.log);
    },
  });
};
