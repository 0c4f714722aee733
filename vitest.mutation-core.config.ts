import { defineConfig } from "vitest/config";

// What `npm run mutation:core` runs against each mutant of src/core: its own unit tests, which
// take seconds, rather than the integration tests that reach it through the server.
export default defineConfig({
  test: { include: ["src/core/**/*.test.ts"], environment: "node", testTimeout: 30_000 },
});
