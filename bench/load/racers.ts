import { percentile } from "../lib/site.ts";
import { typeRace } from "../lib/racing.ts";
import { RaceClient } from "../../tests/support/race-client.ts";

export interface RaceFigures {
  finished: number;
  /** Racers whose connection ended mid-race: their instance was killed. */
  cut: number;
  acks: number;
  p50: number;
  p99: number;
}

/**
 * `count` racers joining quick races through `url` after `delayMs` and typing them to the end
 * as people do. A racer whose socket closes mid-race (its instance was killed) is counted as cut
 * off: the site's page would reconnect and rejoin with what it had typed (race-connection.ts;
 * takeover.test.ts shows it), which these clients do not.
 */
export async function runRacers(url: string, count: number, delayMs = 0): Promise<RaceFigures> {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const acks: number[] = [];
  let finished = 0;
  let cut = 0;
  await Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const client = await RaceClient.connect(url);
      let closed = false;
      void client.closed.then(() => (closed = true));
      try {
        client.send({ type: "quick", difficulty: "easy" });
        await client.next("joined", () => true, 60_000);
        await typeRace(client, n + 1, acks);
        finished++;
      } catch (error) {
        if (!closed) throw error;
        cut++;
      } finally {
        client.close();
      }
    }),
  );
  return { finished, cut, acks: acks.length, p50: percentile(acks, 50), p99: percentile(acks, 99) };
}
