import { z } from "zod";
import { GUEST_NAME } from "./guest-name.ts";
import { difficultySchema } from "../api/difficulty.ts";
import { keyEventSchema } from "../api/results.ts";
import {
  MAX_CHUNK_EDITS,
  MAX_CHUNK_KEYS,
  MAX_MESSAGE_BYTES,
  MAX_RACE_MS,
  MAX_RACE_PASSAGE,
  RACE_ERROR_CODES,
  RACE_PHASES,
  ROOM_CODE,
  ROOM_CODE_LENGTH,
  ROOM_KINDS,
  type RaceErrorCode,
} from "./protocol-basics.ts";

// The constants and plain helpers live apart, so a racer's browser takes them without zod.
export * from "./protocol-basics.ts";

/**
 * The live race protocol (docs/architecture.md "A race"): JSON text messages over one
 * WebSocket, each an object with a `type`. Times are milliseconds: `serverNow`, `startsAt`,
 * `startedAt` and `endsAt` on the server's clock since the epoch; edit and key times in a
 * progress chunk since the race started (`startedAt`), so the server can tell a chunk timed
 * before the start, or after it arrived.
 */

export const roomCodeSchema = z
  .string()
  .length(ROOM_CODE_LENGTH)
  .regex(ROOM_CODE, "must be a room code");

/** Given at join, so a guest's reconnect is known as the same racer (signed in: the account). */
export const rejoinKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

const chunkMs = z.number().int().min(0).max(MAX_RACE_MS);
const textIndex = z.number().int().min(0).max(MAX_RACE_PASSAGE);

/** src/core/typing/timeline.ts TimelineEdit, timed since the race's start. */
export const raceEditSchema = z.tuple([
  chunkMs,
  textIndex,
  textIndex,
  z.string().max(MAX_RACE_PASSAGE),
  z.literal([1, 2, 3]).optional(),
]);

/**
 * The guest name this browser raced under before, asked for again so a guest keeps one name
 * across races (issue 33); the server gives another when it is taken in the room.
 */
export const guestNameSchema = z.string().regex(GUEST_NAME);

export const joinMessageSchema = z.strictObject({
  type: z.literal("join"),
  code: roomCodeSchema,
  rejoin: rejoinKeySchema.optional(),
  guestName: guestNameSchema.optional(),
});
export const quickMessageSchema = z.strictObject({
  type: z.literal("quick"),
  difficulty: difficultySchema,
  guestName: guestNameSchema.optional(),
});
/** Joins the ranked queue of a difficulty: signed-in typists only (product 'Ranked races'). */
export const rankedMessageSchema = z.strictObject({
  type: z.literal("ranked"),
  difficulty: difficultySchema,
});
export const startMessageSchema = z.strictObject({ type: z.literal("start") });
/**
 * After the finish: the racer wants to race the room's racers again, on a new passage
 * (room.ts, askRematch).
 */
export const rematchMessageSchema = z.strictObject({ type: z.literal("rematch") });
/** Watches a room read-only, as a spectator: no lane, no typing, no start. */
export const watchMessageSchema = z.strictObject({
  type: z.literal("watch"),
  code: roomCodeSchema,
});
/**
 * The edits and key presses since the last chunk, and the length of the typed text they make:
 * the server replays them on top of the racer's earlier ones and refuses a chunk whose replay
 * does not give that length.
 */
export const progressMessageSchema = z.strictObject({
  type: z.literal("progress"),
  seq: z.number().int().min(0).max(1_000_000),
  length: textIndex,
  edits: z.array(raceEditSchema).min(1).max(MAX_CHUNK_EDITS),
  keys: z.array(keyEventSchema).max(MAX_CHUNK_KEYS),
});
export const pingMessageSchema = z.strictObject({
  type: z.literal("ping"),
  t: z.number().finite(),
});

export const clientMessageSchema = z.discriminatedUnion("type", [
  joinMessageSchema,
  quickMessageSchema,
  startMessageSchema,
  progressMessageSchema,
  pingMessageSchema,
  rematchMessageSchema,
  watchMessageSchema,
  rankedMessageSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ProgressMessage = z.infer<typeof progressMessageSchema>;

/** A ranked racer's rating when they joined (src/core/race/rating-label.ts shows it). */
export const shownRatingSchema = z.object({ rating: z.number(), rd: z.number().min(0) });

/** One racer's lane: `position` is how much of the passage they have typed right, from its start. */
export const racerViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  guest: z.boolean(),
  connected: z.boolean(),
  position: z.number().int().min(0),
  /** Null for a finisher the final check refused or flagged: the site shows no such speed. */
  wpm: z.number().min(0).nullable(),
  place: z.number().int().min(1).nullable(),
  finished: z.boolean(),
  /** Why a finished result earned no place: the final check's refusal or its flags. */
  unplaced: z.string().nullable(),
  /** In a ranked room only: the racer's rating when they joined. */
  rating: shownRatingSchema.optional(),
});
export type RacerView = z.infer<typeof racerViewSchema>;

export const roomSnapshotSchema = z.object({
  code: z.string(),
  kind: z.enum(ROOM_KINDS),
  difficulty: difficultySchema,
  phase: z.enum(RACE_PHASES),
  hostId: z.string().nullable(),
  racers: z.array(racerViewSchema),
  startsAt: z.number().nullable(),
  startedAt: z.number().nullable(),
  endsAt: z.number().nullable(),
  /** Only once the race runs: no one reads ahead during the countdown. */
  passage: z.string().nullable(),
  /** Which race of the room this is: 1, then one more for each rematch. */
  round: z.number().int().min(1).optional(),
  /** After the finish, the racers who asked to race again, in the order they asked. */
  rematch: z.array(z.string()).optional(),
  /** How many spectators watch the room. */
  watching: z.number().int().min(0).optional(),
});
export type RoomSnapshot = z.infer<typeof roomSnapshotSchema>;

export const raceResultSchema = racerViewSchema.extend({
  accuracy: z.number().min(0).max(100),
  /** Ms from the start to the chunk that completed the passage, on the server's clock. */
  timeMs: z.number().int().min(0).nullable(),
  /**
   * The speed over the racer's own keystroke times rather than the server's clock, free of
   * their network delay (unlagged.ts); null where the lane shows no speed.
   */
  unlaggedWpm: z.number().min(0).nullable().optional(),
});
export type RaceResult = z.infer<typeof raceResultSchema>;

/**
 * Where the race's text comes from, shown with the standings: a quote's author, work and
 * year, or else a passage written for TypeTempo, by its number in the passage store.
 */
export const raceTextSourceSchema = z.object({
  passageId: z.number().int(),
  quote: z.object({ author: z.string(), work: z.string(), year: z.number().int() }).nullable(),
});
export type RaceTextSource = z.infer<typeof raceTextSourceSchema>;

export const serverMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("joined"),
    racerId: z.string(),
    rejoinKey: z.string(),
    /** The racer's text as the server has replayed it: a racer who rejoins types on from it. */
    typed: z.string(),
    room: roomSnapshotSchema,
    serverNow: z.number(),
  }),
  /** A spectator's answer to `watch`: the room as it stands. */
  z.object({ type: z.literal("watching"), room: roomSnapshotSchema, serverNow: z.number() }),
  z.object({ type: z.literal("room"), room: roomSnapshotSchema, serverNow: z.number() }),
  z.object({ type: z.literal("countdown"), startsAt: z.number(), serverNow: z.number() }),
  z.object({
    type: z.literal("start"),
    passage: z.string(),
    startedAt: z.number(),
    endsAt: z.number(),
    serverNow: z.number(),
  }),
  z.object({
    type: z.literal("progress"),
    racers: z.array(racerViewSchema),
    serverNow: z.number(),
  }),
  z.object({ type: z.literal("ack"), seq: z.number(), length: z.number() }),
  z.object({
    type: z.literal("finish"),
    results: z.array(raceResultSchema),
    serverNow: z.number(),
    source: raceTextSourceSchema.optional(),
  }),
  z.object({ type: z.literal("pong"), t: z.number(), serverNow: z.number() }),
  /** A ranked race was stored: each rated racer's rating before and after it. */
  z.object({
    type: z.literal("rated"),
    ratings: z.array(
      z.object({ racerId: z.string(), before: shownRatingSchema, after: shownRatingSchema }),
    ),
  }),
  z.object({
    type: z.literal("error"),
    code: z.enum(RACE_ERROR_CODES),
    message: z.string(),
    seq: z.number().optional(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

export type ParsedClientMessage =
  { ok: true; message: ClientMessage } | { ok: false; code: RaceErrorCode; message: string };

/** Reads one text frame from a client; anything but a well-formed message is refused, not thrown. */
export function parseClientMessage(raw: string): ParsedClientMessage {
  if (raw.length > MAX_MESSAGE_BYTES) {
    return { ok: false, code: "too-large", message: "This message is too large." };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, code: "bad-message", message: "This message is not JSON." };
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return {
      ok: false,
      code: "bad-message",
      message: `Malformed message: ${where}${issue?.message}`,
    };
  }
  return { ok: true, message: parsed.data };
}
