/**
 * The live race protocol's constants and plain helpers (protocol.ts has the messages' schemas):
 * a racer's browser takes these without the schemas and zod, which the server needs to read
 * what browsers send.
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
/** A room code as a whole, from the alphabet above. */
export const ROOM_CODE = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

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
