import { Redis } from "ioredis";
import pg from "pg";
import type { RaceClient } from "./race-client.ts";
import type { TimedChunk } from "./racers.ts";

/** What tests of several server processes sharing race rooms need around them. */

/** Empties a Redis database of race keys: rooms of no live server. */
export async function clearRaceKeys(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl);
  const stale = await redis.keys("typetempo:race:*");
  if (stale.length > 0) await redis.del(...stale);
  await redis.quit();
}

/** Makes `passage` the one hard passage, so a race in real time takes a few seconds. */
export async function onlyHardPassage(databaseUrl: string, passage: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("delete from typing_texts where difficulty = 'hard'");
  await client.query("insert into typing_texts (text, difficulty) values ($1, 'hard')", [passage]);
  await client.end();
}

/** Resolves at `at`, milliseconds since the epoch; the servers share this clock. */
export const until = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/** Sends each chunk once the race has run as long as its time, each acknowledged first. */
export async function typeAcked(client: RaceClient, startedAt: number, chunks: TimedChunk[]) {
  for (const chunk of chunks) {
    await until(startedAt + chunk.sendAtMs);
    client.send(chunk.message);
    await client.next("ack", (ack) => ack.seq === chunk.message.seq);
  }
}
