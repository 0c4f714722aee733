import { z } from "zod";
import { MAX_RACE_MS } from "../../core/race/protocol.ts";

/** The environment variables of live races (README, Configuration); tests shorten the waits. */
export const raceEnvShape = {
  RACE_COUNTDOWN_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  RACE_TIME_LIMIT_MS: z.coerce.number().int().min(1000).max(MAX_RACE_MS).default(180_000),
  RACE_QUICK_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  RACE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
};

type RaceEnv = z.infer<z.ZodObject<typeof raceEnvShape>>;

export interface RaceConfig {
  /** From the start's announcement to the start. */
  countdownMs: number;
  /** A race ends this long after its start if not everyone has finished. */
  timeLimitMs: number;
  /** A quick race starts this long after its second racer joined, if it is not full by then. */
  quickWaitMs: number;
  /** How often the server pings each socket; one that has not answered the last ping is dropped. */
  heartbeatMs: number;
}

export function readRaceConfig(env: RaceEnv): RaceConfig {
  return {
    countdownMs: env.RACE_COUNTDOWN_MS,
    timeLimitMs: env.RACE_TIME_LIMIT_MS,
    quickWaitMs: env.RACE_QUICK_WAIT_MS,
    heartbeatMs: env.RACE_HEARTBEAT_MS,
  };
}
