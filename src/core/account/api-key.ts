/**
 * Personal API keys (issue 37): a typist's programs read their results, personal bests and key
 * figures with one, sent as `Authorization: Bearer tt_<id>_<secret>`. The id is public and finds
 * the key; only a hash of the secret is stored, so a key is shown once, when it is made.
 */

/** How every key starts, so that a key pasted anywhere can be told for what it is. */
export const API_KEY_PREFIX = "tt_";
/** The public id: 8 random bytes in lower-case hex. */
export const API_KEY_ID_LENGTH = 16;
/** The secret: 32 random bytes (256 bits) in base64url, without padding. */
export const API_KEY_SECRET_BYTES = 32;
export const API_KEY_SECRET_LENGTH = 43;

/** Active keys one typist may hold at once; they revoke one to make another. */
export const MAX_ACTIVE_API_KEYS = 10;
export const API_KEY_NAME_MAX_LENGTH = 60;
/** Requests one key may make in a minute, whichever instance answers them. */
export const API_KEY_REQUESTS_PER_MINUTE = 60;
/** A key's last use is written at most this often, so a busy program does not write per request. */
export const API_KEY_USE_RECORD_MS = 60_000;

export const API_KEY_MESSAGES = {
  nameMissing: "Give the key a name, such as the program that will use it",
  nameTooLong: `Name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`,
  tooMany: `You have ${MAX_ACTIVE_API_KEYS} API keys, the most you can hold at once. Revoke one you no longer use to create another.`,
  missing:
    "This call needs an API key: send it as 'Authorization: Bearer <key>'. Create one on your profile.",
  malformed:
    "The Authorization header holds no TypeTempo API key: send 'Bearer ' followed by a key that starts with tt_.",
  invalid: "This API key is not valid: it was revoked, or it was never a key of this site.",
  unknownKey: "You have no API key with this id.",
} as const;

const ID = `[0-9a-f]{${API_KEY_ID_LENGTH}}`;
const BASE64URL = `[A-Za-z0-9_-]{${API_KEY_SECRET_LENGTH}}`;
const KEY = new RegExp(`^${API_KEY_PREFIX}(${ID})_(${BASE64URL})$`);

/** A key's public id, as a path parameter names it. */
export const API_KEY_ID_PATTERN = new RegExp(`^${ID}$`);

/** The key a typist copies: the prefix, the public id and the secret. */
export function formatApiKey(id: string, secret: string): string {
  return `${API_KEY_PREFIX}${id}_${secret}`;
}

/** What a key's list shows of it: its first characters, enough to tell it from the others. */
export function apiKeyPrefix(id: string): string {
  return `${API_KEY_PREFIX}${id}`;
}

export interface ParsedApiKey {
  id: string;
  secret: string;
}

/** A key's id and secret, or null for text that is not a key's shape. */
export function parseApiKey(text: string): ParsedApiKey | null {
  const match = KEY.exec(text);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

export type ApiKeyHeader =
  { kind: "missing" } | { kind: "malformed" } | ({ kind: "key" } & ParsedApiKey);

/**
 * What an Authorization header holds: no header, something that is not a key, or a key's
 * parts. The scheme's letter case is free (RFC 9110, 11.1); the key's is not.
 */
export function readApiKeyHeader(header: string | undefined): ApiKeyHeader {
  if (header === undefined || header.trim() === "") return { kind: "missing" };
  const match = /^bearer +(\S+) *$/i.exec(header);
  const key = match && parseApiKey(match[1]!);
  return key ? { kind: "key", ...key } : { kind: "malformed" };
}

/** Whether a use at `now` is to be written: the first, or a minute after the last written. */
export function useToRecord(lastUsedAt: number | null, now: number): boolean {
  return lastUsedAt === null || now - lastUsedAt >= API_KEY_USE_RECORD_MS;
}
