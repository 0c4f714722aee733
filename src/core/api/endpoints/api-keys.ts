import { MAX_ACTIVE_API_KEYS } from "../../account/api-key.ts";
import {
  apiKeyListSchema,
  apiKeyParamsSchema,
  apiKeyRevokedSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
} from "../api-keys.ts";
import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export const getApiKeys = endpoint({
  method: "GET",
  path: "/api/me/api-keys",
  tags: ["account"],
  summary: "The signed-in user's active API keys, newest first, without their secrets",
  responses: { 200: apiKeyListSchema, ...errors },
});

export const postApiKey = endpoint({
  method: "POST",
  path: "/api/me/api-keys",
  tags: ["account"],
  summary: "Create a named API key for the signed-in user's programs",
  description:
    "Answers the whole key this once: only a hash of its secret is kept, so it cannot be " +
    `shown again. At most ${MAX_ACTIVE_API_KEYS} active keys at once: 409 (code ` +
    "`too-many-keys`) past them. Only the session creates keys; an API key cannot.",
  body: createApiKeyRequestSchema,
  responses: { 201: createdApiKeySchema, 409: apiErrorSchema, 429: apiErrorSchema, ...errors },
});

export const deleteApiKey = endpoint({
  method: "DELETE",
  path: "/api/me/api-keys/:id",
  tags: ["account"],
  summary: "Revoke one of the signed-in user's API keys: it stops working at once",
  description:
    "404 (code `no-api-key`) for an id that is not one of the user's active keys, revoked ones " +
    "included.",
  params: apiKeyParamsSchema,
  responses: { 204: apiKeyRevokedSchema, 404: apiErrorSchema, 429: apiErrorSchema, ...errors },
});
