import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "src/**/*.test.ts",
      "src/**/*.test.tsx",
      "scripts/**/*.test.ts",
      "tests/**/*.test.ts",
    ],
    environment: "node",
    // Vitest leaves a core free by default: one worker on a 2-core machine. Most files wait on
    // a database thread, Redis or timers, so one worker per core ran the suite in 8.0 min
    // instead of 10.4 on 2 cores.
    maxWorkers: os.availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
