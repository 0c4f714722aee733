import { describe, expect, it } from "vitest";
import { judgeRun, refusalMessage, type RunToJudge } from "./judge-run.ts";
import { recordedTimeline } from "./recorded-timeline.ts";
import { scoreTest } from "./scoring.ts";
import type { TimelineEdit } from "./timeline.ts";

/** One edit per character, `gap` ms apart, as a typist appending letters would make. */
function edits(text: string, gap: number, start = 0): TimelineEdit[] {
  return [...text].map((char, i): TimelineEdit => [start + i * gap, i, 0, char]);
}

const PASSAGE = "the quick brown fox jumps over the lazy dog and keeps on running";

function run(overrides: Partial<RunToJudge> = {}): RunToJudge {
  const typedText = PASSAGE.slice(0, 40);
  // Gaps that vary as a person's do, so the rhythm checks find nothing.
  let t = 0;
  const human = [...typedText].map((char, i): TimelineEdit => {
    if (i > 0) t += 90 + ((i * 7919) % 173);
    return [t, i, 0, char];
  });
  return {
    mode: { kind: "practice" },
    passage: PASSAGE,
    typedText,
    timeline: recordedTimeline(human),
    elapsedMs: 30_000,
    lastMs: 30_001,
    ...overrides,
  };
}

describe("judgeRun", () => {
  it("accepts an honest run with the server's own score and no flag", () => {
    const honest = run();
    expect(judgeRun(honest)).toEqual({
      ok: true,
      score: scoreTest(PASSAGE, honest.typedText, honest.mode, 30_000),
      flags: [],
    });
  });

  it("scores a timed test over its set duration, whatever time the run says", () => {
    const timed = run({ mode: { kind: "timed", seconds: 60 }, elapsedMs: 60_000, lastMs: 60_000 });
    const judgement = judgeRun(timed);
    expect(judgement.ok && judgement.score.wpm).toBe(8);
  });

  it("refuses keystrokes that do not rebuild the typed text, with the replay's reason", () => {
    expect(judgeRun(run({ typedText: "the quick brown fox jumps over the lazy X" }))).toEqual({
      ok: false,
      code: "replay-mismatch",
      reason: "the keystrokes do not rebuild the typed text",
    });
  });

  it("refuses a keystroke later than the run allows", () => {
    const judgement = judgeRun(run({ lastMs: 1_000 }));
    expect(judgement).toMatchObject({ ok: false, code: "replay-mismatch" });
    expect(!judgement.ok && judgement.reason).toMatch(/after the test ended/);
  });

  it("refuses typing past the end of the passage", () => {
    expect(judgeRun(run({ passage: "the quick" }))).toMatchObject({
      ok: false,
      code: "replay-mismatch",
    });
  });

  it("refuses an impossible speed held for a minute, and only flags a short burst of it", () => {
    const passage = "a".repeat(2_000);
    const fast = { passage, typedText: passage, timeline: recordedTimeline(edits(passage, 30)) };
    expect(judgeRun(run({ ...fast, elapsedMs: 60_000, lastMs: 60_001 }))).toEqual({
      ok: false,
      code: "impossible-speed",
      reason: "faster than 320 WPM",
    });
    const burst = passage.slice(0, 500);
    const short = judgeRun(
      run({
        passage: burst,
        typedText: burst,
        timeline: recordedTimeline(edits(burst, 30)),
        elapsedMs: 15_000,
        lastMs: 15_001,
      }),
    );
    expect(short.ok && short.flags).toContain("speed");
  });

  it("flags a pasted run for the leaderboard to leave out", () => {
    const pasted = run({ timeline: recordedTimeline([[0, 0, 0, PASSAGE.slice(0, 40)]]) });
    const judgement = judgeRun(pasted);
    expect(judgement.ok && judgement.flags).toContain("pasted");
  });
});

describe("refusalMessage", () => {
  it("names the kind of run in the sentence a refused save answers with", () => {
    expect(
      refusalMessage(
        { code: "replay-mismatch", reason: "edit 3 goes back in time" },
        "practice run",
      ),
    ).toBe("This practice run's keystrokes do not match its text: edit 3 goes back in time.");
    expect(
      refusalMessage({ code: "impossible-speed", reason: "faster than 320 WPM" }, "result"),
    ).toBe("No one types faster than 320 WPM for a minute or more, so this result was not saved.");
  });
});
