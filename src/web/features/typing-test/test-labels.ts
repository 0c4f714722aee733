import { characterModeName, timedModeName } from "../../../core/typing/test-modes.ts";
import type { TestSetup } from "./use-typing-test.ts";

/** The mode saved and shown with a result: '1-minute' or '300 Characters' (SPEC §3). */
export function modeName(setup: TestSetup): string {
  return setup.kind === "timed"
    ? timedModeName(setup.durationSeconds)
    : characterModeName(setup.length);
}

/** m:ss for the count-up timer of a length test. */
export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
