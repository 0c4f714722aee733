/**
 * The leaderboard spec's server: src/server/main.ts's, on a clock the spec can move (clock.ts),
 * the real one until it does. It seeds the day board's two typists, as seed.ts seeds the other
 * specs' server: one on the real day it starts (the seeded day), one the day before.
 */
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { testResults, users } from "../../src/server/db/schema.ts";
import {
  readClockOffset,
  setClockOffset,
  TODAY_TYPIST,
  writeSeededDay,
  YESTERDAY_TYPIST,
} from "./clock.ts";

const DAY_MS = 86_400_000;
const dataDir = process.env.DATA_DIR!;
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
setClockOffset(dataDir, 0);
writeSeededDay(dataDir, today);

const app = await buildApp({
  config: loadConfig(),
  now: () => Date.now() + readClockOffset(dataDir),
});
const { db } = app.database;
for (const [username, at] of [
  [YESTERDAY_TYPIST, today - DAY_MS / 4],
  [TODAY_TYPIST, today + 60_000],
] as const) {
  await db.insert(users).values({
    id: username,
    email: `${username}@example.com`,
    username,
    displayUsername: username,
    name: username,
    emailVerified: true,
  });
  await db.insert(testResults).values({
    userId: username,
    wpm: username === TODAY_TYPIST ? 64 : 58,
    accuracy: 97,
    duration: 60,
    mode: "1-minute",
    rankable: true,
    difficulty: "medium",
    textKind: "words",
    language: "de",
    includePunctuation: false,
    includeNumbers: false,
    rawText: "seeded",
    typedText: "seeded",
    verification: "verified",
    createdAt: new Date(at),
  });
}
const config = loadConfig();
await app.listen({ port: config.port, host: config.host });
