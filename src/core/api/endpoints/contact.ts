import { contactRequestSchema, contactResponseSchema } from "../contact.ts";
import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";

export const sendContactMessage = endpoint({
  method: "POST",
  path: "/api/contact",
  tags: ["contact"],
  summary: "Send a message to the team; it is stored for them to answer",
  body: contactRequestSchema,
  responses: { 201: contactResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
});
