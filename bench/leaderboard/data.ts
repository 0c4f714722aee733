import { CHARACTER_LENGTHS, modeName } from "../../src/core/typing/test-modes.ts";
import type { TimedDuration } from "../../src/core/typing/test-modes.ts";
import { seededRandom } from "../../tests/support/typing.ts";

/** Column arrays of generated results, ready for one `unnest` insert per batch. */
export interface ResultColumns {
  userId: string[];
  wpm: number[];
  accuracy: number[];
  duration: number[];
  mode: string[];
  difficulty: string[];
  verification: string[];
  createdAt: string[];
}

export interface Dataset {
  userIds: string[];
  results: ResultColumns;
}

/** Picks from `choices` with the given weights. */
function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices.at(-1)![0];
}

/** A standard normal draw (Box–Muller). */
function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

// The one-minute test is the most taken; long tests and length tests less so.
const DURATIONS: readonly (readonly [TimedDuration | "length", number])[] = [
  [30, 18],
  [60, 34],
  [120, 10],
  [180, 7],
  [300, 9],
  [600, 4],
  ["length", 18],
];
const DIFFICULTIES = [
  ["easy", 25],
  ["medium", 55],
  ["hard", 20],
] as const;
const DIFFICULTY_SPEED = { easy: 6, medium: 0, hard: -9 } as const;
// A few results fail verification: flagged ones are kept but never ranked.
const VERIFICATION = [
  ["verified", 97],
  ["flagged", 2],
  ["unverified", 1],
] as const;

const DAY_MS = 86_400_000;
/** The dataset's year ends here: its last day and week are the day and week boards measured. */
export const DATASET_END = Date.UTC(2026, 10, 22);
/** The share of results typed on the last day, a busy one: with the rest, about 1.3 % of all. */
const LAST_DAY_SHARE = 0.01;

/** A moment of the year, from one uniform draw: its last day takes more than its share. */
function createdAt(draw: number): number {
  if (draw < LAST_DAY_SHARE) return DATASET_END - DAY_MS + (draw / LAST_DAY_SHARE) * DAY_MS;
  return (
    DATASET_END - 365 * DAY_MS + ((draw - LAST_DAY_SHARE) / (1 - LAST_DAY_SHARE)) * 365 * DAY_MS
  );
}

/**
 * `results` results from `users` typists, the same on every run. Each typist has a skill
 * (mean 52 WPM, sd 18) and accuracy that varies from test to test; a few typists take most
 * tests (every typist has at least one), as on any typing site.
 */
export function generateDataset(users: number, results: number, seed = 2026): Dataset {
  const random = seededRandom(seed);
  const userIds = Array.from({ length: users }, (_, i) => `bench-user-${i}`);
  const skill = userIds.map(() => clamp(52 + 18 * normal(random), 12, 175));
  const steadiness = userIds.map(() => clamp(94 + 3 * normal(random), 75, 99.5));
  const columns: ResultColumns = {
    userId: [],
    wpm: [],
    accuracy: [],
    duration: [],
    mode: [],
    difficulty: [],
    verification: [],
    createdAt: [],
  };
  for (let i = 0; i < results; i++) {
    const user = i < users ? i : Math.floor(users * random() ** 3);
    const kind = weighted(random, DURATIONS);
    const difficulty = weighted(random, DIFFICULTIES);
    const length = CHARACTER_LENGTHS[Math.floor(random() * CHARACTER_LENGTHS.length)]!;
    const wpm = clamp(
      Math.round(skill[user]! + DIFFICULTY_SPEED[difficulty] + 6 * normal(random)),
      3,
      240,
    );
    columns.userId.push(userIds[user]!);
    columns.wpm.push(wpm);
    columns.accuracy.push(clamp(Math.round(steadiness[user]! + 2.5 * normal(random)), 40, 100));
    columns.duration.push(
      kind === "length" ? Math.max(1, Math.round((length / 5 / wpm) * 60)) : kind,
    );
    columns.mode.push(
      modeName(
        kind === "length"
          ? { kind: "length", characters: length }
          : { kind: "timed", seconds: kind },
      ),
    );
    columns.difficulty.push(difficulty);
    columns.verification.push(weighted(random, VERIFICATION));
    columns.createdAt.push(new Date(createdAt(random())).toISOString());
  }
  return { userIds, results: columns };
}
