import { defineConfig } from "vitest/config";

// What `npm run mutation:trust` runs against each mutant of the server's trust code: the tests
// of issuing tokens, saving results and their rate limits, through the real app.
export default defineConfig({
  test: {
    include: [
      "src/server/results/*.test.ts",
      "src/server/typing-tests/*.test.ts",
      "src/server/http/rate-limit.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
