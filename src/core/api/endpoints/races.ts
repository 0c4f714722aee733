import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import {
  createRaceRequestSchema,
  createRaceResponseSchema,
  raceHistoryPageSchema,
  raceHistoryQuerySchema,
} from "../races.ts";

export const createRace = endpoint({
  method: "POST",
  path: "/api/races",
  tags: ["races"],
  summary: "Open a private race room of a difficulty; answers its code and the page to share",
  description:
    "Signed in or not. The server picks the passage when the room opens; the first racer " +
    "to join the room over the race WebSocket hosts it and starts the race. 503 while Redis, " +
    "where the instances' rooms meet, cannot be reached.",
  body: createRaceRequestSchema,
  responses: {
    201: createRaceResponseSchema,
    400: apiErrorSchema,
    429: apiErrorSchema,
    503: apiErrorSchema,
  },
});

export const getRaceHistory = endpoint({
  method: "GET",
  path: "/api/me/races",
  tags: ["races"],
  summary: "The signed-in typist's races, newest first, with every racer's place and speed",
  query: raceHistoryQuerySchema,
  responses: { 200: raceHistoryPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
});
