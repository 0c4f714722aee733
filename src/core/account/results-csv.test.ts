import { expect, it } from "vitest";
import { resultsToCsv } from "./results-csv.ts";

it("writes a header and quotes commas, quotes, line breaks and formula starts", () => {
  const csv = resultsToCsv([
    {
      createdAt: "2026-01-01T00:00:00.000Z",
      mode: "1-minute",
      difficulty: "easy",
      duration: 60,
      wpm: 42,
      accuracy: 97,
      mistakes: 3,
      rawText: 'Say "hi", then\nleave.',
      typedText: "=SUM(A1)",
    },
  ]);
  expect(csv).toBe(
    "date,mode,difficulty,duration_seconds,wpm,accuracy_percent,mistakes,passage,typed\r\n" +
      '2026-01-01T00:00:00.000Z,1-minute,easy,60,42,97,3,"Say ""hi"", then\nleave.",\'=SUM(A1)\r\n',
  );
});
