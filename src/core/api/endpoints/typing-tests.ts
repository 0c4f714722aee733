import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import {
  continueTestRequestSchema,
  issuedTestSchema,
  startTestRequestSchema,
} from "../typing-tests.ts";

export const startTypingTest = endpoint({
  method: "POST",
  path: "/api/tests",
  tags: ["tests"],
  summary: "Start a test: its first passage and a token that proves the server served it",
  body: startTestRequestSchema,
  responses: { 200: issuedTestSchema, 400: apiErrorSchema, 429: apiErrorSchema },
});

export const continueTypingTest = endpoint({
  method: "POST",
  path: "/api/tests/passages",
  tags: ["tests"],
  summary: "Append a passage to a running timed test; answers the test's new token",
  body: continueTestRequestSchema,
  responses: { 200: issuedTestSchema, 400: apiErrorSchema, 429: apiErrorSchema },
});
