import { z } from "zod";
import { difficultySchema } from "./difficulty.ts";
import { ROOM_KINDS } from "../race/protocol.ts";

/** A private room: the host picks the difficulty, the server the passage (product 'Live races'). */
export const createRaceRequestSchema = z.strictObject({ difficulty: difficultySchema });

export const createRaceResponseSchema = z.object({
  code: z.string().describe("The room's code: racers join it over the race WebSocket"),
  path: z.string().describe("The page to share, /race/{code}"),
});

/** Races a page of the history holds. */
export const RACE_HISTORY_PAGE_SIZE = 20;

export const raceHistoryQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe("From 1"),
});

export const raceHistoryEntrySchema = z.object({
  /** A guest's name, a signed-in racer's username, or null for an account deleted since. */
  name: z.string().nullable(),
  guest: z.boolean(),
  you: z.boolean(),
  place: z.number().int().min(1).nullable(),
  wpm: z.number().nullable().describe("Null for a finish the final check refused or flagged"),
  accuracy: z.number(),
  finished: z.boolean(),
  timeMs: z.number().int().nullable(),
  /** The signed-in typist's own result of the race, in their history; null for the others. */
  resultId: z.number().int().nullable(),
});

export const raceHistoryItemSchema = z.object({
  id: z.string(),
  kind: z.enum(ROOM_KINDS),
  difficulty: difficultySchema,
  startedAt: z.string(),
  racers: z.array(raceHistoryEntrySchema).describe("Placed racers by place, then the others"),
});
export type RaceHistoryItem = z.infer<typeof raceHistoryItemSchema>;

export const raceHistoryPageSchema = z.object({
  races: z.array(raceHistoryItemSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type RaceHistoryPage = z.infer<typeof raceHistoryPageSchema>;
