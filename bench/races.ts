/**
 * `npm run bench:races`: 200 racers in 40 quick rooms of 5 on one server instance (the
 * embedded database), each typing its passage as a person would and sending its keystrokes
 * every 200 ms over its own WebSocket, watched by 5 spectators a room; when the race ends,
 * every racer asks to race again and the room runs its rematch the same way. It prints, for the
 * first race and the rematch, the latency of the server's answer to a progress chunk (send to
 * ack) and of the lanes (the server's send time to arrival; one machine, one clock) to racers
 * and to spectators, at p50 and p99, against the 50 ms target, and the server's CPU time.
 * BENCH_ROOMS sets the number of rooms, BENCH_SPECTATORS the spectators of each.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { RaceClient } from "../tests/support/race-client.ts";
import { freePort, spawnServer, waitForHealth } from "../tests/support/server-process.ts";
import { typeRace } from "./lib/racing.ts";

const ROOMS = Number(process.env.BENCH_ROOMS ?? 40);
const SPECTATORS = Number(process.env.BENCH_SPECTATORS ?? 5);
const RACERS_PER_ROOM = 5;
const P99_TARGET_MS = 50;
/** The first race, then the rematch. */
const ROUNDS = 2;

/** The latencies of one race round, in ms. */
interface Figures {
  acks: number[];
  lanes: number[];
  watched: number[];
}
const figures = (): Figures => ({ acks: [], lanes: [], watched: [] });

/** The process's user and system CPU time so far, in ms (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Notes the lanes' latency of every progress message, by the round its start began. */
function timeLanes(client: RaceClient, rounds: Figures[], pick: (f: Figures) => number[]) {
  let round = -1;
  client.socket.on("message", (data) => {
    const message = JSON.parse(data.toString()) as { type: string; serverNow?: number };
    if (message.type === "start") round++;
    const into = rounds[round];
    if (message.type === "progress" && into) pick(into).push(Date.now() - message.serverNow!);
  });
}

/**
 * One racer: joins a quick race (its room's spectators are seated as it fills), races it, asks
 * to race again and races the rematch.
 */
async function race(
  client: RaceClient,
  seed: number,
  rounds: Figures[],
  watch: (code: string) => Promise<void>,
) {
  timeLanes(client, rounds, (f) => f.lanes);
  client.send({ type: "quick", difficulty: "easy" });
  const joined = await client.next("joined", () => true, 60_000);
  await watch(joined.room.code);
  for (const [round, { acks }] of rounds.entries()) {
    if (round > 0) client.send({ type: "rematch" });
    await typeRace(client, seed + round, acks);
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "typetempo-bench-races-"));
  const server = spawnServer(await freePort(), {
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, "no-build"),
    RACE_COUNTDOWN_MS: "3000",
    RACE_QUICK_WAIT_MS: "60000",
  });
  const spectators: RaceClient[] = [];
  try {
    await waitForHealth(server);
    const racers = ROOMS * RACERS_PER_ROOM;
    const clients: RaceClient[] = [];
    for (let i = 0; i < racers; i++) clients.push(await RaceClient.connect(server.url));
    const rounds = Array.from({ length: ROUNDS }, figures);
    // Each room's spectators are seated by the first of its racers to see its code.
    const watched = new Map<string, Promise<void>>();
    const watch = (code: string) => {
      let seated = watched.get(code);
      if (!seated) {
        seated = (async () => {
          for (let i = 0; i < SPECTATORS; i++) {
            const spectator = await RaceClient.connect(server.url);
            timeLanes(spectator, rounds, (f) => f.watched);
            spectator.send({ type: "watch", code });
            await spectator.next("watching");
            spectators.push(spectator);
          }
        })();
        watched.set(code, seated);
      }
      return seated;
    };
    const cpuBefore = cpuMs(server.child.pid!);
    const wallBefore = performance.now();
    await Promise.all(clients.map((client, i) => race(client, i + 1, rounds, watch)));
    const wallMs = performance.now() - wallBefore;
    const cpu = cpuMs(server.child.pid!) - cpuBefore;
    for (const client of clients) client.close();

    const row = (name: string, values: number[]) => {
      values.sort((x, y) => x - y);
      console.log(
        `  ${name.padEnd(34)}${String(values.length).padStart(9)}` +
          `${percentile(values, 50).toFixed(1).padStart(9)} ms` +
          `${percentile(values, 99).toFixed(1).padStart(9)} ms` +
          `${(percentile(values, 99) / P99_TARGET_MS).toFixed(2).padStart(10)}×`,
      );
    };
    console.log(
      `${racers} racers in ${ROOMS} rooms, ${SPECTATORS} spectators each, a race and its ` +
        `rematch: ${(wallMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `  ${"".padEnd(34)}${"messages".padStart(9)}${"p50".padStart(12)}${"p99".padStart(12)}  p99/target`,
    );
    for (const [round, { acks, lanes, watched: seen }] of rounds.entries()) {
      const which = round === 0 ? "" : ", rematch";
      row(`progress → ack${which}`, acks);
      row(`lanes, server → racer${which}`, lanes);
      row(`lanes, server → spectator${which}`, seen);
    }
    console.log(
      `  server CPU: ${(cpu / 1000).toFixed(1)} s over ${(wallMs / 1000).toFixed(1)} s ` +
        `(${((cpu / wallMs) * 100).toFixed(0)} % of one core)`,
    );
  } finally {
    for (const spectator of spectators) spectator.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
