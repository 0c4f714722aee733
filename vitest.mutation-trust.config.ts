import { defineConfig } from "vitest/config";

// What `npm run mutation:trust` runs against each mutant of the server's trust code: the tests
// of issuing tokens, saving results (holding fast ones included) and their rate limits, through
// the real app.
export default defineConfig({
  test: {
    include: [
      "src/server/results/*.test.ts",
      "src/server/typing-tests/*.test.ts",
      // A save holds a fast clean result for the speed challenge (save-test.ts).
      "src/server/challenges/routes.test.ts",
      // Common-words tests: their tokens carry the words' seed, and a save draws them again.
      "src/server/texts/words-tests.test.ts",
      // Quotes tests: their tokens name quotes, and a save reads them again.
      "src/server/texts/quotes-tests.test.ts",
      "src/server/texts/code-tests.test.ts",
      "src/server/http/rate-limit.test.ts",
      // Instances sharing one Redis share the limits' counts (sharedCounts in rate-limit.ts).
      "src/server/redis.test.ts",
    ],
    environment: "node",
    // Each test database is made from one migrated at the start, as in the suite (vitest.config.ts).
    globalSetup: ["tests/support/database-templates.ts"],
    // Stryker switches mutants at run time, so a worker keeps the app's modules imported between
    // runs instead of importing them again for each mutant's tests.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
