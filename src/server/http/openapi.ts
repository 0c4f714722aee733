import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { SITE_NAME } from "../../core/site/site.ts";

/** The OpenAPI document comes from the same zod schemas that validate each route. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${SITE_NAME} API`,
        description: `The API behind ${SITE_NAME}'s typing tests, accounts and leaderboard.`,
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, () => app.swagger());
}
