import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../src/core/account/username.ts";
import type { JsonSchema, Operation } from "./openapi-operations.ts";

const text: JsonSchema = { type: "string" };
const email: JsonSchema = { type: "string", format: "email", maxLength: 254 };
const password: JsonSchema = {
  type: "string",
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
};
const username: JsonSchema = { type: "string", pattern: "^[A-Za-z0-9_-]{3,20}$" };

function post(path: string, properties?: Record<string, JsonSchema>, required: string[] = []) {
  return {
    method: "POST",
    path: `/api/auth${path}`,
    parameters: [],
    ...(properties
      ? { body: { schema: { type: "object", properties, required }, required: true } }
      : {}),
  } satisfies Operation;
}

/**
 * The better-auth endpoints the site uses. They are not in the OpenAPI document, so their
 * request bodies are written out here, as better-auth validates them.
 */
export const AUTH_OPERATIONS: readonly Operation[] = [
  post("/sign-up/email", { email, password, username, name: text }, ["email", "password", "name"]),
  post("/sign-in/email", { email, password: text, rememberMe: { type: "boolean" } }, [
    "email",
    "password",
  ]),
  post("/sign-in/username", { username: text, password: text }, ["username", "password"]),
  post("/sign-in/social", { provider: text, callbackURL: text }, ["provider"]),
  post("/is-username-available", { username: text }, ["username"]),
  post(
    "/change-password",
    { currentPassword: text, newPassword: password, revokeOtherSessions: { type: "boolean" } },
    ["currentPassword", "newPassword"],
  ),
  post("/sign-out"),
  { method: "GET", path: "/api/auth/get-session", parameters: [] },
];
