import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import { passageQuerySchema, passageResponseSchema } from "../passages.ts";

export const getPassage = endpoint({
  method: "GET",
  path: "/api/passages",
  tags: ["passages"],
  summary: "A passage to type, not one this browser was already served",
  query: passageQuerySchema,
  responses: { 200: passageResponseSchema, 400: apiErrorSchema },
});
