import fs from "node:fs";
import path from "node:path";

/**
 * The leaderboard spec's server runs on a clock the spec can move (clocked-server.ts): the real
 * one plus an offset in milliseconds, kept in this file of its data folder and read at each
 * tick, so a test can take the server past midnight without waiting for it. The offset is 0
 * but while a test needs it: results saved meanwhile would be judged by the moved clock.
 */
export const clockFile = (dataDir: string) => path.join(dataDir, "clock-offset");

/** Where the server notes the UTC day (its 00:00, in ms) its seeded 'today' result is on. */
const seededDayFile = (dataDir: string) => path.join(dataDir, "seeded-day");

export function writeSeededDay(dataDir: string, day: number): void {
  fs.writeFileSync(seededDayFile(dataDir), String(day));
}

export function readSeededDay(dataDir: string): number {
  return Number(fs.readFileSync(seededDayFile(dataDir), "utf8"));
}

export function readClockOffset(dataDir: string): number {
  try {
    return Number(fs.readFileSync(clockFile(dataDir), "utf8")) || 0;
  } catch {
    return 0;
  }
}

export function setClockOffset(dataDir: string, offset: number): void {
  fs.writeFileSync(clockFile(dataDir), String(offset));
}

/**
 * The typists of the day board's test, on a board no other test types on (German common words),
 * seeded by the server at its start: one typed the day before the seeded day, one on it.
 */
export const PERIOD_BOARD_QUERY = "text=words&language=de";
export const YESTERDAY_TYPIST = "yesterday_typist";
export const TODAY_TYPIST = "today_typist";
