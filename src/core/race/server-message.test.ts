import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_BYTES } from "./protocol-basics.ts";
import { type RoomSnapshot, type ServerMessage, serverMessageSchema } from "./protocol.ts";
import { parseServerMessage } from "./server-message.ts";

const racer = {
  id: "r-ada",
  name: "Ada",
  guest: false,
  connected: true,
  position: 12,
  wpm: 71.5,
  place: null,
  finished: false,
  unplaced: null,
  rating: { rating: 1500, rd: 350 },
};
const room: RoomSnapshot = {
  code: "ABC234",
  kind: "ranked",
  difficulty: "hard",
  phase: "running",
  hostId: null,
  racers: [racer, { ...racer, id: "r-bo", rating: undefined, wpm: null, place: 2 }],
  startsAt: 1,
  startedAt: 2,
  endsAt: 3,
  passage: "the quick fox",
  round: 2,
  rematch: ["r-ada"],
  watching: 3,
};
const result = { ...racer, finished: true, place: 1, accuracy: 98, timeMs: 5000, unlaggedWpm: 73 };

/** A message of every type, most with every optional field, some without. */
const MESSAGES: ServerMessage[] = [
  { type: "joined", racerId: "r-ada", rejoinKey: "k".repeat(24), typed: "the", room, serverNow: 9 },
  { type: "watching", room, serverNow: 9 },
  {
    type: "room",
    room: { ...room, phase: "waiting", hostId: "r-ada", startsAt: null, passage: null },
    serverNow: 9,
  },
  { type: "countdown", startsAt: 5, serverNow: 9 },
  { type: "start", passage: "the quick fox", startedAt: 1, endsAt: 2, serverNow: 9 },
  { type: "progress", racers: [racer], serverNow: 9 },
  { type: "ack", seq: 4, length: 10 },
  {
    type: "finish",
    results: [result, { ...result, wpm: null, place: null, unplaced: "flagged", timeMs: null }],
    serverNow: 9,
    source: { passageId: 3, quote: { author: "A", work: "W", year: 1900 } },
  },
  { type: "finish", results: [], serverNow: 9, source: { passageId: 3, quote: null } },
  { type: "finish", results: [result], serverNow: 9 },
  { type: "pong", t: 1, serverNow: 9 },
  {
    type: "rated",
    ratings: [
      { racerId: "r-ada", before: { rating: 1500, rd: 350 }, after: { rating: 1520, rd: 300 } },
    ],
  },
  { type: "error", code: "room-full", message: "This room is full.", seq: 3 },
  { type: "error", code: "server-error", message: "Something went wrong." },
];

/** The message with the value at `path` replaced, or taken out when `value` is `undefined`. */
function changed(message: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(message) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** Every place in a value: each field of each object, and the first item of each list. */
function* places(value: unknown, path: (string | number)[] = []): Generator<(string | number)[]> {
  if (Array.isArray(value)) {
    if (value.length > 0) {
      yield [...path, 0];
      yield* places(value[0], [...path, 0]);
    }
  } else if (typeof value === "object" && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      if (field === undefined) continue;
      yield [...path, key];
      yield* places(field, [...path, key]);
    }
  }
}

/** Ways a value goes wrong: missing, null, of another type, a word no list has. */
const WRONG = [undefined, null, 7, "seven", true, {}, [], "no-such-name"];

describe("parseServerMessage", () => {
  it("reads every message the server sends", () => {
    for (const message of MESSAGES) {
      expect(serverMessageSchema.safeParse(message).success, message.type).toBe(true);
      expect(parseServerMessage(JSON.stringify(message))).toEqual(message);
    }
  });

  it("refuses exactly what the protocol's schema refuses, field by field", () => {
    let refused = 0;
    for (const message of MESSAGES) {
      for (const path of places(message)) {
        if (path.length === 1 && path[0] === "type") continue;
        for (const value of WRONG) {
          const wrong = changed(message, path, value);
          const schemaTakes = serverMessageSchema.safeParse(wrong).success;
          const where = `${message.type} ${path.join(".")} = ${JSON.stringify(value)}`;
          expect(parseServerMessage(JSON.stringify(wrong)) !== null, where).toBe(schemaTakes);
          if (!schemaTakes) refused++;
        }
      }
    }
    // Most changes break a message; the count shows the comparison ran over them.
    expect(refused).toBeGreaterThan(500);
  });

  it("refuses what is not a message of the protocol", () => {
    for (const data of [
      "not json",
      "null",
      "[]",
      "7",
      JSON.stringify({ serverNow: 1 }),
      JSON.stringify({ type: "welcome", serverNow: 1 }),
      JSON.stringify({ type: "toString" }),
      JSON.stringify({ type: "joined", racerId: "r-ada", serverNow: 1 }),
    ]) {
      expect(parseServerMessage(data), data).toBeNull();
    }
    expect(parseServerMessage(new ArrayBuffer(8))).toBeNull();
  });

  it("refuses a message larger than any may be", () => {
    const message = { type: "start", passage: "", startedAt: 1, endsAt: 2, serverNow: 9 };
    const room = MAX_MESSAGE_BYTES - JSON.stringify(message).length;
    expect(
      parseServerMessage(JSON.stringify({ ...message, passage: "a".repeat(room) })),
    ).not.toBeNull();
    expect(
      parseServerMessage(JSON.stringify({ ...message, passage: "a".repeat(room + 1) })),
    ).toBeNull();
  });
});
