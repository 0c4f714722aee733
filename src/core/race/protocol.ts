import { z } from "zod";
import { GUEST_NAME } from "./guest-name.ts";
import { difficultySchema } from "../api/difficulty.ts";
import { keyEventSchema } from "../api/results.ts";

/**
 * The live race protocol (docs/architecture.md "A race"): JSON text messages over one
 * WebSocket, each an object with a `type`. Times are milliseconds: `serverNow`, `startsAt`,
 * `startedAt` and `endsAt` on the server's clock since the epoch; edit and key times in a
 * progress chunk since the race started (`startedAt`), so the server can tell a chunk timed
 * before the start, or after it arrived.
 */

/** Where a racer's browser opens its WebSocket; the server's route and the client share it. */
export const RACE_SOCKET_PATH = "/api/races/ws";

/**
 * The close of a race socket whose server is stopping (WebSocket 1001, going away): the page
 * says so and connects again, to another instance when there is one.
 */
export const CLOSE_RESTARTING = 1001;
/** Its reason, which a close frame keeps under 123 bytes. */
export const RESTARTING_REASON = "TypeTempo's server is restarting; running races ended here.";
/** Its reason when another instance took the races over: the page rejoins them there. */
export const CARRIED_OVER_REASON = "TypeTempo's server is restarting; your race goes on elsewhere.";

/** No message either way is larger: a progress chunk of a fraction of a second is far smaller. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/**
 * The bytes `text` takes as UTF-8, as a WebSocket frame carries it and as MAX_MESSAGE_BYTES
 * counts: a string's length counts UTF-16 units, which a letter outside ASCII outgrows.
 */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    // A surrogate pair is one character of four bytes; a lone surrogate is sent as U+FFFD.
    else if (unit >= 0xd800 && unit < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Edits in one progress chunk: the client sends several a second, so a few dozen at most. */
export const MAX_CHUNK_EDITS = 200;
/** Key presses in one chunk: a key for every edit, and as many for modifiers. */
export const MAX_CHUNK_KEYS = 2 * MAX_CHUNK_EDITS;
/** Messages one socket may send a second: progress 5–10 times, a ping, and room for bursts. */
export const MAX_MESSAGES_PER_SECOND = 20;
/** The longest passage a race is run on; served passages are far shorter. */
export const MAX_RACE_PASSAGE = 2000;
/** The longest a race may run: a passage at a crawl. */
export const MAX_RACE_MS = 10 * 60 * 1000;

/** Room codes: no 0/O or 1/I/L, so a code read aloud or off a screen is typed right. */
export const ROOM_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const ROOM_CODE_LENGTH = 6;
export const roomCodeSchema = z
  .string()
  .length(ROOM_CODE_LENGTH)
  .regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]+$`), "must be a room code");

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

export const RACE_PHASES = ["waiting", "countdown", "running", "finished"] as const;
export type RacePhase = (typeof RACE_PHASES)[number];
export const ROOM_KINDS = ["quick", "private", "ranked"] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];
/** Spectators one room takes: they cost the room's instance a socket and every lane message. */
export const MAX_SPECTATORS = 50;
export const ROOM_KIND_LABELS: Record<RoomKind, string> = {
  quick: "Quick race",
  private: "Private room",
  ranked: "Ranked race",
};

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

export const RACE_ERROR_CODES = [
  "bad-message",
  "too-large",
  "rate-limited",
  "not-joined",
  "already-joined",
  "room-not-found",
  "room-full",
  "race-started",
  "not-host",
  "spectator",
  "not-finished",
  "too-few-racers",
  "not-running",
  "forged-progress",
  "server-error",
  "sign-in-required",
] as const;
export type RaceErrorCode = (typeof RACE_ERROR_CODES)[number];

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
