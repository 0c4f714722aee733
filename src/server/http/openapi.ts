import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { API_KEY_REQUESTS_PER_MINUTE, MAX_ACTIVE_API_KEYS } from "../../core/account/api-key.ts";
import type { SecurityScheme } from "../../core/api/endpoint.ts";
import { SITE_NAME } from "../../core/site/site.ts";

/** How a typist gets a key, said where programs' authors read: the scheme and the tag. */
const GETTING_A_KEY =
  "Sign in, open your profile and, under 'API keys', name a key and choose 'Create key'. The " +
  "key (tt_…) is shown once: copy it then. Send it as `Authorization: Bearer <key>`. A key " +
  "reads its typist's own results, personal bests and key statistics and nothing else; " +
  `revoke it on the profile and it stops working at once. At most ${MAX_ACTIVE_API_KEYS} ` +
  `keys a typist, ${API_KEY_REQUESTS_PER_MINUTE} requests a minute per key (429 with ` +
  "Retry-After past them); a missing, malformed, unknown or revoked key is a 401.";

const SECURITY_SCHEMES = {
  apiKey: {
    type: "http" as const,
    scheme: "bearer",
    description: `A personal API key. ${GETTING_A_KEY}`,
  },
} satisfies Record<SecurityScheme, object>;

/** The OpenAPI document comes from the same zod schemas that validate each route. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${SITE_NAME} API`,
        description:
          `The API behind ${SITE_NAME}'s typing tests, accounts and leaderboard. Its pages ` +
          "call it with the session cookie; a typist's own programs call the endpoints tagged " +
          "'programs' with a personal API key.",
        version: "1.0.0",
      },
      tags: [
        {
          name: "programs",
          description: `Read-only endpoints for a typist's own programs. ${GETTING_A_KEY}`,
        },
      ],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, () => app.swagger());
}
