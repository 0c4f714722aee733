/**
 * `npm run bench:races`: 200 racers in 40 quick rooms of 5 on one server instance (the
 * embedded database), each typing its passage as a person would and sending its keystrokes
 * every 200 ms over its own WebSocket. It prints the latency of the server's answer to a
 * progress chunk (send to ack) and of the lanes (the server's send time to arrival; one
 * machine, one clock) at p50 and p99, against the 50 ms target, and the server's CPU time.
 * BENCH_ROOMS sets the number of rooms.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { RaceClient } from "../tests/support/race-client.ts";
import { raceChunks } from "../tests/support/racers.ts";
import { freePort, spawnServer, waitForHealth } from "../tests/support/server-process.ts";
import { physicalTypist, timeShifted } from "../tests/support/typist-models.ts";

const ROOMS = Number(process.env.BENCH_ROOMS ?? 40);
const RACERS_PER_ROOM = 5;
const CHUNK_MS = 200;
const P99_TARGET_MS = 50;

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One racer: joins a quick race, types its passage in real time, and notes every latency. */
async function race(client: RaceClient, seed: number, acks: number[], lanes: number[]) {
  client.send({ type: "quick", difficulty: "easy" });
  await client.next("joined", () => true, 60_000);
  const start = await client.next("start", () => true, 60_000);
  const wpm = 50 + (seed % 5) * 10;
  const spanMs = (start.passage.length * 12_000) / wpm;
  const run = physicalTypist({ text: start.passage, wpm, spanMs, seed });
  client.socket.on("message", (data) => {
    const message = JSON.parse(data.toString()) as { type: string; serverNow?: number };
    if (message.type === "progress") lanes.push(Date.now() - message.serverNow!);
  });
  for (const chunk of raceChunks(timeShifted(run, 300), CHUNK_MS)) {
    const wait = start.startedAt + chunk.sendAtMs - Date.now();
    if (wait > 0) await sleep(wait);
    const sent = performance.now();
    client.send(chunk.message);
    await client.next("ack", (ack) => ack.seq === chunk.message.seq, 10_000);
    acks.push(performance.now() - sent);
  }
  await client.next("finish", () => true, 60_000);
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "typetempo-bench-races-"));
  const server = spawnServer(await freePort(), {
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, "no-build"),
    RACE_COUNTDOWN_MS: "3000",
    RACE_QUICK_WAIT_MS: "60000",
  });
  try {
    await waitForHealth(server);
    const racers = ROOMS * RACERS_PER_ROOM;
    const clients: RaceClient[] = [];
    for (let i = 0; i < racers; i++) clients.push(await RaceClient.connect(server.url));
    const acks: number[] = [];
    const lanes: number[] = [];
    const cpuBefore = cpuMs(server.child.pid!);
    const wallBefore = performance.now();
    await Promise.all(clients.map((client, i) => race(client, i + 1, acks, lanes)));
    const wallMs = performance.now() - wallBefore;
    const cpu = cpuMs(server.child.pid!) - cpuBefore;
    for (const client of clients) client.close();

    acks.sort((x, y) => x - y);
    lanes.sort((x, y) => x - y);
    const row = (name: string, values: number[]) =>
      console.log(
        `  ${name.padEnd(22)}${String(values.length).padStart(9)}` +
          `${percentile(values, 50).toFixed(1).padStart(9)} ms` +
          `${percentile(values, 99).toFixed(1).padStart(9)} ms` +
          `${(percentile(values, 99) / P99_TARGET_MS).toFixed(2).padStart(10)}×`,
      );
    console.log(`${racers} racers in ${ROOMS} rooms, ${(wallMs / 1000).toFixed(1)} s`);
    console.log(
      `  ${"".padEnd(22)}${"messages".padStart(9)}${"p50".padStart(12)}${"p99".padStart(12)}  p99/target`,
    );
    row("progress → ack", acks);
    row("lanes, server → racer", lanes);
    console.log(
      `  server CPU: ${(cpu / 1000).toFixed(1)} s over ${(wallMs / 1000).toFixed(1)} s ` +
        `(${((cpu / wallMs) * 100).toFixed(0)} % of one core)`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
