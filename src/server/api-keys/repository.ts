import { and, count, desc, eq, isNull, lte, or } from "drizzle-orm";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  API_KEY_ID_LENGTH,
  API_KEY_SECRET_BYTES,
  API_KEY_USE_RECORD_MS,
  MAX_ACTIVE_API_KEYS,
  type ParsedApiKey,
  apiKeyPrefix,
  formatApiKey,
  useToRecord,
} from "../../core/account/api-key.ts";
import type { ApiKey, CreatedApiKey } from "../../core/api/api-keys.ts";
import type { DataExport } from "../../core/api/account.ts";
import type { Database } from "../db/client.ts";
import { apiKeys, users } from "../db/schema.ts";

/**
 * SHA-256 of a key's secret. A secret is 256 random bits, so no password hash is needed: nothing
 * short enough to guess by trying hashes stands behind it.
 */
function secretHash(secret: string): Buffer {
  return createHash("sha256").update(secret).digest();
}

const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

function toApiKey(row: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }) {
  return {
    id: row.id,
    name: row.name,
    prefix: apiKeyPrefix(row.id),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  } satisfies ApiKey;
}

const active = isNull(apiKeys.revokedAt);

/** The typist's keys that work, newest first. */
export async function listApiKeys(db: Database, userId: string): Promise<ApiKey[]> {
  const rows = await db
    .select(listed)
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), active))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

/**
 * Makes a key named `name` for the typist, answering it whole this once; null when they hold
 * MAX_ACTIVE_API_KEYS already. The typist's row is locked while their keys are counted, so two
 * requests at once cannot both make the last one allowed.
 */
export async function createApiKey(
  db: Database,
  userId: string,
  name: string,
  now: number,
): Promise<CreatedApiKey | null> {
  const id = randomBytes(API_KEY_ID_LENGTH / 2).toString("hex");
  const secret = randomBytes(API_KEY_SECRET_BYTES).toString("base64url");
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [held] = await tx
      .select({ keys: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), active));
    if (held!.keys >= MAX_ACTIVE_API_KEYS) return null;
    const [row] = await tx
      .insert(apiKeys)
      .values({ id, userId, name, secretHash: secretHash(secret), createdAt: new Date(now) })
      .returning(listed);
    return { ...toApiKey(row!), key: formatApiKey(id, secret) };
  });
}

/** Revokes one of the typist's working keys; false when they have none with this id. */
export async function revokeApiKey(
  db: Database,
  userId: string,
  id: string,
  now: number,
): Promise<boolean> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), active))
    .returning({ id: apiKeys.id });
  return revoked.length > 0;
}

export interface KeyHolder {
  keyId: string;
  userId: string;
}

/**
 * The typist whose working key this is, or null. Read from the database on every request, so a
 * revoked key stops at once on every instance. The secret's hash is compared in constant time;
 * the last use is written when it is a minute old, and only by the first request to see it so.
 */
export async function findKeyHolder(
  db: Database,
  key: ParsedApiKey,
  now: number,
): Promise<KeyHolder | null> {
  const [row] = await db
    .select({
      userId: apiKeys.userId,
      secretHash: apiKeys.secretHash,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, key.id), active));
  if (!row || !timingSafeEqual(Buffer.from(row.secretHash), secretHash(key.secret))) return null;
  if (useToRecord(row.lastUsedAt?.getTime() ?? null, now)) {
    const recordedBefore = new Date(now - API_KEY_USE_RECORD_MS);
    await db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(now) })
      .where(
        and(
          eq(apiKeys.id, key.id),
          or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, recordedBefore)),
        ),
      );
  }
  return { keyId: key.id, userId: row.userId };
}

/** Every key the typist made, revoked ones too, for their data download: never a hash. */
export async function listApiKeysForExport(
  db: Database,
  userId: string,
): Promise<DataExport["apiKeys"]> {
  const rows = await db
    .select({ ...listed, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(apiKeys.createdAt, apiKeys.id);
  return rows.map((row) => ({
    ...toApiKey(row),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}
