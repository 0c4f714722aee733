import type { JsonSchema, Operation } from "./openapi-operations.ts";

const text: JsonSchema = { type: "string" };

function post(path: string, properties: Record<string, JsonSchema>, required: string[]) {
  return {
    method: "POST",
    path: `/api/auth${path}`,
    parameters: [],
    security: [],
    body: { schema: { type: "object", properties, required }, required: true },
  } satisfies Operation;
}

/**
 * better-auth's endpoints that anyone can reach but the OpenAPI document does not list (it lists
 * those the site calls: src/core/api/endpoints/auth.ts), with their request bodies written out
 * here, as better-auth validates them.
 */
export const AUTH_OPERATIONS: readonly Operation[] = [
  post("/sign-in/username", { username: text, password: text }, ["username", "password"]),
  post("/is-username-available", { username: text }, ["username"]),
];
