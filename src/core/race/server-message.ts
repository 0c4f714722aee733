import { DIFFICULTIES } from "../typing/difficulty.ts";
import type { ServerMessage } from "./protocol.ts";
import {
  MAX_MESSAGE_BYTES,
  RACE_ERROR_CODES,
  RACE_PHASES,
  ROOM_KINDS,
  utf8Bytes,
} from "./protocol-basics.ts";

type Leaf = "string" | "number" | "boolean";
/**
 * What a value must be: a leaf type, maybe null; one of a set of strings; a list of things of
 * one shape; an object with these fields, a field whose name ends in '?' being optional; or
 * null or a shape.
 */
type Shape = Leaf | `${Leaf}|null` | ReadonlySet<string> | readonly [Shape] | Fields | OrNull;
interface Fields {
  readonly [field: string]: Shape;
}
class OrNull {
  readonly shape: Shape;
  constructor(shape: Shape) {
    this.shape = shape;
  }
}

const RATING: Fields = { rating: "number", rd: "number" };
const RACER: Fields = {
  id: "string",
  name: "string",
  guest: "boolean",
  connected: "boolean",
  position: "number",
  wpm: "number|null",
  place: "number|null",
  finished: "boolean",
  unplaced: "string|null",
  "rating?": RATING,
};
const ROOM: Fields = {
  code: "string",
  kind: new Set(ROOM_KINDS),
  difficulty: new Set(DIFFICULTIES),
  phase: new Set(RACE_PHASES),
  hostId: "string|null",
  racers: [RACER],
  startsAt: "number|null",
  startedAt: "number|null",
  endsAt: "number|null",
  passage: "string|null",
  "round?": "number",
  "rematch?": ["string"],
  "watching?": "number",
};
const RESULT: Fields = {
  ...RACER,
  accuracy: "number",
  timeMs: "number|null",
  "unlaggedWpm?": "number|null",
};
const QUOTE: Fields = { author: "string", work: "string", year: "number" };

/**
 * Each message the server sends, by type, as protocol.ts's serverMessageSchema describes it
 * (server-message.test.ts holds the two to the same messages).
 */
const MESSAGES: Record<ServerMessage["type"], Fields> = {
  joined: {
    racerId: "string",
    rejoinKey: "string",
    typed: "string",
    room: ROOM,
    serverNow: "number",
  },
  watching: { room: ROOM, serverNow: "number" },
  room: { room: ROOM, serverNow: "number" },
  countdown: { startsAt: "number", serverNow: "number" },
  start: { passage: "string", startedAt: "number", endsAt: "number", serverNow: "number" },
  progress: { racers: [RACER], serverNow: "number" },
  ack: { seq: "number", length: "number" },
  finish: {
    results: [RESULT],
    serverNow: "number",
    "source?": { passageId: "number", quote: new OrNull(QUOTE) },
  },
  pong: { t: "number", serverNow: "number" },
  rated: { ratings: [{ racerId: "string", before: RATING, after: RATING }] },
  error: { code: new Set(RACE_ERROR_CODES), message: "string", "seq?": "number" },
};

function matches(value: unknown, shape: Shape): boolean {
  if (typeof shape === "string") {
    const [type, nullable] = shape.split("|");
    return value === null ? nullable === "null" : typeof value === type;
  }
  if (shape instanceof OrNull) return value === null || matches(value, shape.shape);
  if (shape instanceof Set) return typeof value === "string" && shape.has(value);
  if (Array.isArray(shape)) {
    const [item] = shape as readonly [Shape];
    return Array.isArray(value) && value.every((each) => matches(each, item));
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const object = value as Record<string, unknown>;
  return Object.entries(shape as Fields).every(([key, field]) => {
    const optional = key.endsWith("?");
    const got = object[optional ? key.slice(0, -1) : key];
    return (optional && got === undefined) || matches(got, field);
  });
}

/**
 * One text frame from the race server, or null for anything that is not a message of the
 * protocol: checked field by field against its shape by these few lines rather than the schema,
 * so a racer's page does without zod. Bounds the server keeps (whole numbers, lengths) are not
 * checked again; the fields' presence and types, and the names from fixed lists, are.
 */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== "string" || utf8Bytes(data) > MAX_MESSAGE_BYTES) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const type = (json as { type?: unknown } | null)?.type;
  if (typeof type !== "string" || !Object.hasOwn(MESSAGES, type)) return null;
  return matches(json, MESSAGES[type as ServerMessage["type"]]) ? (json as ServerMessage) : null;
}
