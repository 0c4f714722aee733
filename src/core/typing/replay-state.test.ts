import { describe, expect, it } from "vitest";
import { advance, buildReplay, replayFrame } from "./replay-state.ts";
import { replay as replayText, type TimelineEdit } from "./timeline.ts";

function typeSteadily(text: string, msPerChar: number): TimelineEdit[] {
  return [...text].map((char, i) => [(i + 1) * msPerChar, i, 0, char]);
}

describe("replayFrame", () => {
  it("shows nothing before the first keystroke", () => {
    const frame = replayFrame(buildReplay("abc", typeSteadily("abc", 100)), 50);
    expect(frame).toEqual({ atMs: 50, typed: "", editsApplied: 0, wpm: 0 });
  });

  it("shows the text typed by each moment, an edit counting from its own millisecond", () => {
    const replay = buildReplay("abcdef", typeSteadily("abcdef", 100));
    expect(replayFrame(replay, 299).typed).toBe("ab");
    expect(replayFrame(replay, 300).typed).toBe("abc");
    expect(replayFrame(replay, 600).typed).toBe("abcdef");
  });

  it("replays corrections: a wrong character, its deletion and the right one", () => {
    const edits: TimelineEdit[] = [
      [100, 0, 0, "a"],
      [200, 1, 0, "x"],
      [300, 1, 1, ""],
      [400, 1, 0, "b"],
    ];
    const replay = buildReplay("ab", edits);
    expect(replayFrame(replay, 250).typed).toBe("ax");
    expect(replayFrame(replay, 350).typed).toBe("a");
    expect(replayFrame(replay, 400).typed).toBe("ab");
  });

  it("gives live WPM from correct characters over the time elapsed", () => {
    const passage = "a".repeat(200);
    // 10 characters a second is 120 WPM; wrong characters do not count.
    const replay = buildReplay(passage, typeSteadily(passage, 100));
    expect(replayFrame(replay, 5000).wpm).toBe(120);
    const wrong = buildReplay("aaaaaaaaaa", typeSteadily("abababababab".slice(0, 10), 100));
    expect(replayFrame(wrong, 1000).wpm).toBe(60);
  });

  it("clamps a moment outside the replay to its start or end", () => {
    const replay = buildReplay("abc", typeSteadily("abc", 100), 30_000);
    expect(replayFrame(replay, -5).atMs).toBe(0);
    expect(replayFrame(replay, 99_999)).toMatchObject({ atMs: 30_000, typed: "abc" });
  });

  it("agrees with a replay from the first keystroke at every moment of a long test", () => {
    const passage = "the quick brown fox jumps over the lazy dog ".repeat(20);
    const edits = typeSteadily(passage, 37);
    // Some deletions, so checkpoints hold text that later shrinks.
    edits.splice(150, 0, [150 * 37, 150, 0, "zz"], [150 * 37, 150, 2, ""]);
    const replay = buildReplay(passage, edits);
    for (let ms = 0; ms <= replay.endMs; ms += 211) {
      expect(replayFrame(replay, ms).typed).toBe(replayText(edits, ms));
    }
  });

  it("can be moved backwards as well as forwards, as scrubbing does", () => {
    const replay = buildReplay("abcdef", typeSteadily("abcdef", 100));
    expect(replayFrame(replay, 600).typed).toBe("abcdef");
    expect(replayFrame(replay, 200).typed).toBe("ab");
  });
});

describe("buildReplay", () => {
  it("lasts a timed test's whole duration, or up to a character test's last edit", () => {
    expect(buildReplay("abc", typeSteadily("abc", 100), 30_000).endMs).toBe(30_000);
    expect(buildReplay("abc", typeSteadily("abc", 100)).endMs).toBe(300);
    expect(buildReplay("abc", []).endMs).toBe(0);
  });
});

describe("advance", () => {
  it("moves playback by the wall-clock time times the speed, and stops at the end", () => {
    const replay = buildReplay("abc", typeSteadily("abc", 100), 10_000);
    expect(advance(replay, 1000, 500, 1)).toBe(1500);
    expect(advance(replay, 1000, 500, 2)).toBe(2000);
    expect(advance(replay, 1000, 500, 4)).toBe(3000);
    expect(advance(replay, 9000, 500, 4)).toBe(10_000);
  });
});
