import { describe, expect, it } from "vitest";
import {
  outboxRetryDelay,
  refusedWhileWaiting,
  runKey,
  saveAnswer,
  savedWhileWaiting,
  waitingToSave,
} from "./save-outbox.ts";

describe("outboxRetryDelay", () => {
  it("waits 5 s, 30 s, 2 min, then 10 min after each failure in a row", () => {
    expect([1, 2, 3, 4, 5, 50].map((failures) => outboxRetryDelay(failures, 0))).toEqual([
      5_000, 30_000, 120_000, 600_000, 600_000, 600_000,
    ]);
  });

  it("adds up to a fifth at random", () => {
    expect(outboxRetryDelay(1, 0.5)).toBe(5_500);
    expect(outboxRetryDelay(4, 0.999)).toBe(719_880);
  });

  it("takes no failure yet as the first", () => {
    expect(outboxRetryDelay(0, 0)).toBe(5_000);
  });
});

describe("saveAnswer", () => {
  it("is saved for a success, whether stored now (201) or before (200)", () => {
    expect(saveAnswer(201)).toBe("saved");
    expect(saveAnswer(200)).toBe("saved");
  });

  it("is refused for good for a refusal that asking again cannot change", () => {
    for (const status of [400, 403, 404, 409, 413, 422]) expect(saveAnswer(status)).toBe("refused");
  });

  it("keeps waiting when the server was not reached, failed, was busy or forgot the session", () => {
    for (const status of [0, 401, 408, 429, 500, 502, 503, 504, 302]) {
      expect(saveAnswer(status), String(status)).toBe("waiting");
    }
  });
});

describe("the outbox's words", () => {
  it("counts the results waiting", () => {
    expect(waitingToSave(1)).toBe("1 result waiting to be saved");
    expect(waitingToSave(3)).toBe("3 results waiting to be saved");
  });

  it("names each result saved that was waiting by its speed and test", () => {
    expect(savedWhileWaiting([{ wpm: 72, mode: "1-minute" }])).toBe(
      "1 result saved that was waiting: 72.0 WPM, 1 Minute.",
    );
    expect(
      savedWhileWaiting([
        { wpm: 72.4, mode: "1-minute" },
        { wpm: 65, mode: "300 Characters" },
      ]),
    ).toBe("2 results saved that were waiting: 72.4 WPM, 1 Minute; 65.0 WPM, 300 Characters.");
  });

  it("says why a waiting result was refused, when the server said", () => {
    expect(refusedWhileWaiting("30-seconds", "This test was started by another account.")).toBe(
      "A result that was waiting could not be saved (30 Seconds): This test was started by another account.",
    );
    expect(refusedWhileWaiting("30-seconds", null)).toBe(
      "A result that was waiting could not be saved (30 Seconds).",
    );
  });
});

describe("runKey", () => {
  it("keeps a run under its test's token", () => {
    expect(runKey({ token: "abc.def" })).toBe("abc.def");
  });

  it("keeps a run of a test started offline under its own id, apart from any token", () => {
    const id = "0f8e2c1a-5b7d-4e3f-9a6b-2c4d6e8f0a1b";
    expect(runKey({ offline: { id } })).toBe(`offline:${id}`);
    expect(runKey({ offline: { id } })).not.toBe(runKey({ token: id }));
  });
});
