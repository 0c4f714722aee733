import type { RaceClient } from "../../tests/support/race-client.ts";
import { raceChunks } from "../../tests/support/racers.ts";
import { physicalTypist, timeShifted } from "../../tests/support/typist-models.ts";

/** How often a racer's page sends its keystrokes. */
export const CHUNK_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Types the passage of the race that starts next in real time, as a person would (50 to 90 WPM
 * by `seed`), sending its keystrokes every CHUNK_MS, and notes each chunk's send-to-ack
 * latency in `acks`; resolves when the race finishes.
 */
export async function typeRace(client: RaceClient, seed: number, acks: number[]): Promise<void> {
  const start = await client.next("start", () => true, 120_000);
  const wpm = 50 + (seed % 5) * 10;
  const spanMs = (start.passage.length * 12_000) / wpm;
  const run = physicalTypist({ text: start.passage, wpm, spanMs, seed });
  for (const chunk of raceChunks(timeShifted(run, 300), CHUNK_MS)) {
    const wait = start.startedAt + chunk.sendAtMs - Date.now();
    if (wait > 0) await sleep(wait);
    const sent = performance.now();
    client.send(chunk.message);
    await client.next("ack", (ack) => ack.seq === chunk.message.seq, 10_000);
    acks.push(performance.now() - sent);
  }
  await client.next("finish", () => true, 120_000);
}
