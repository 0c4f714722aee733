import { describe, expect, it } from "vitest";
import { TypingSession } from "./typing-session.ts";

function typeAll(session: TypingSession, text: string, startMs: number, msPerChar: number) {
  let value = session.typed;
  [...text].forEach((char, i) => {
    value += char;
    session.input(value, startMs + i * msPerChar);
  });
}

describe("a timed session", () => {
  it("stays idle until the first character and starts its clock then", () => {
    const session = new TypingSession({ kind: "timed", seconds: 30 }, "hello world");
    expect(session.input("", 1000)).toBe(true);
    expect(session.status).toBe("idle");
    expect(session.remainingMs(50_000)).toBe(30_000);
    session.input("h", 5000);
    expect(session.status).toBe("running");
    expect(session.remainingMs(15_000)).toBe(20_000);
  });

  it("starts its clock at the first character whenever it comes, on any clock", () => {
    const session = new TypingSession({ kind: "timed", seconds: 30 }, "hello world");
    expect(session.input("h", 100_000)).toBe(true);
    expect(session.status).toBe("running");
    expect(session.remainingMs(110_000)).toBe(20_000);
  });

  it("refuses input longer than the passage", () => {
    const session = new TypingSession({ kind: "timed", seconds: 30 }, "abc");
    expect(session.input("abcd", 0)).toBe(false);
    expect(session.typed).toBe("");
  });

  it("compares a letter typed with a combining accent as the composed letter of the text", () => {
    const session = new TypingSession({ kind: "timed", seconds: 30 }, "café olé");
    expect(session.input("cafe\u0301", 0)).toBe(true);
    expect(session.typed).toBe("café");
    expect(session.liveStats(60_000).accuracy).toBe(100);
    session.input("café ole\u0301", 1000);
    expect(session.typed).toBe("café olé");
    expect(session.result().accuracy).toBe(100);
  });

  it("finishes at the set duration and scores over it, whenever finish is called", () => {
    const session = new TypingSession({ kind: "timed", seconds: 30 }, "a".repeat(500));
    typeAll(session, "a".repeat(100), 0, 100);
    expect(session.timeIsUp(29_999)).toBe(false);
    expect(session.timeIsUp(30_000)).toBe(true);
    session.finish(30_250);
    expect(session.status).toBe("finished");
    const result = session.result();
    expect(result.elapsedMs).toBe(30_000);
    expect(result.wpm).toBe(40);
    expect(result.history).toHaveLength(30);
    // The first character lands at 0 ms, so 11 characters count in the first second.
    expect(result.history[0]).toEqual({ time: 1, wpm: 132 });
  });

  it("ends instead of accepting a keystroke that arrives after the time is up", () => {
    const session = new TypingSession({ kind: "timed", seconds: 30 }, "abcdef");
    session.input("a", 0);
    expect(session.input("ab", 31_000)).toBe(false);
    expect(session.status).toBe("finished");
    expect(session.typed).toBe("a");
    // It ends at the set duration, not at the late keystroke nor before its start.
    const result = session.result();
    expect(result.elapsedMs).toBe(30_000);
    expect(result.history).toHaveLength(30);
    expect(result.history[29]).toEqual({ time: 30, wpm: 0 });
    // Over, so no longer counting down, though no time remains.
    expect(session.timeIsUp(40_000)).toBe(false);
  });

  it("accepts each keystroke in time, and records none for an unchanged value", () => {
    const session = new TypingSession({ kind: "timed", seconds: 30 }, "abc");
    expect(session.input("a", 0)).toBe(true);
    expect(session.input("a", 100)).toBe(true);
    expect(session.edits).toEqual([[0, 0, 0, "a"]]);
  });

  it("keeps running when the typed text reaches the end of its passage, waiting for more", () => {
    const session = new TypingSession({ kind: "timed", seconds: 30 }, "abc");
    typeAll(session, "abc", 0, 200);
    expect(session.status).toBe("running");
    expect(session.needsMoreText()).toBe(true);
    expect(session.timeIsUp(29_999)).toBe(false);
  });

  it("scores a timed test over its set duration even when stopped early", () => {
    const session = new TypingSession({ kind: "timed", seconds: 60 }, "a".repeat(500));
    // 100 correct characters, then Stop at 30 s: 100 / 5 / 1 minute = 20 WPM, not 40.
    typeAll(session, "a".repeat(100), 0, 100);
    session.finish(30_000);
    const result = session.result();
    expect(result.elapsedMs).toBe(30_000);
    expect(result.wpm).toBe(20);
  });

  it("asks for no more text once finished, however far the typing got", () => {
    const session = new TypingSession({ kind: "timed", seconds: 30 }, "abcde");
    typeAll(session, "abcd", 0, 100);
    expect(session.needsMoreText()).toBe(true);
    session.finish(1000);
    expect(session.needsMoreText()).toBe(false);
  });

  it("keeps a finished test's time, its clock stopped", () => {
    const session = new TypingSession({ kind: "timed", seconds: 30 }, "a".repeat(50));
    typeAll(session, "aaaa", 1000, 1000);
    session.finish(11_000);
    expect(session.elapsedMs(50_000)).toBe(10_000);
    expect(session.remainingMs(50_000)).toBe(20_000);
    expect(session.timeIsUp(50_000)).toBe(false);
    expect(session.needsMoreText()).toBe(false);
  });

  it("asks for more text at 80 % of the passage and takes it after a space", () => {
    const session = new TypingSession({ kind: "timed", seconds: 60 }, "abcdefghij");
    session.input("abcdefg", 0);
    expect(session.needsMoreText()).toBe(false);
    session.input("abcdefgh", 10);
    expect(session.needsMoreText()).toBe(true);
    session.appendPassage("klm");
    expect(session.passage).toBe("abcdefghij klm");
    expect(session.needsMoreText()).toBe(false);
  });

  it("records every change of the input in its timeline", () => {
    const session = new TypingSession({ kind: "timed", seconds: 30 }, "the cat");
    session.input("t", 100);
    session.input("tx", 250);
    session.input("t", 400);
    session.input("th", 520);
    expect(session.edits).toEqual([
      [0, 0, 0, "t"],
      [150, 1, 0, "x"],
      [300, 1, 1, ""],
      [420, 1, 0, "h"],
    ]);
  });

  it("marks the changes a script sent in its timeline", () => {
    const session = new TypingSession({ kind: "timed", seconds: 30 }, "the cat");
    session.input("t", 100);
    session.input("th", 250, true);
    expect(session.edits).toEqual([
      [0, 0, 0, "t"],
      [150, 1, 0, "h", 1],
    ]);
  });

  it("marks composed changes, and composed ones a script sent", () => {
    const session = new TypingSession({ kind: "timed", seconds: 30 }, "the cat sat");
    expect(session.startedAtMs).toBeNull();
    session.input("the", 100, false, true);
    expect(session.startedAtMs).toBe(100);
    session.input("the cat", 400, true, true);
    expect(session.edits).toEqual([
      [0, 0, 0, "the", 2],
      [300, 3, 0, " cat", 3],
    ]);
  });
});

describe("a length session", () => {
  it("finishes when the typed text is as long as the passage, scoring over elapsed time", () => {
    const session = new TypingSession({ kind: "length", characters: 300 }, "abcde");
    typeAll(session, "abcdx", 1000, 3000);
    expect(session.status).toBe("finished");
    const result = session.result();
    expect(result.elapsedMs).toBe(12_000);
    expect(result.wpm).toBe(4);
    expect(result.accuracy).toBe(80);
    expect(result.mistakes).toEqual([{ position: 4, typed: "x", expected: "e" }]);
    // What was scored comes with the score, for the results panel to explain it.
    expect([result.passage, result.typed]).toEqual(["abcde", "abcdx"]);
    expect(result.edits).toEqual([
      [0, 0, 0, "a"],
      [3000, 1, 0, "b"],
      [6000, 2, 0, "c"],
      [9000, 3, 0, "d"],
      [12_000, 4, 0, "x"],
    ]);
  });

  it("finishes on Stop once something is typed, and ignores Stop before that", () => {
    const session = new TypingSession({ kind: "length", characters: 300 }, "abcdef");
    session.finish(10);
    expect(session.status).toBe("idle");
    session.input("ab", 0);
    session.finish(6000);
    expect(session.status).toBe("finished");
    expect(session.result().elapsedMs).toBe(6000);
    expect(session.input("abc", 7000)).toBe(false);
  });

  it("scores over whole milliseconds, the time the result is saved with", () => {
    const session = new TypingSession({ kind: "length", characters: 300 }, "abcdef");
    session.input("abcde", 0);
    // 5 characters in 794.6 ms is 75.5 WPM, in the 795 ms that are saved 75.47.
    session.finish(794.6);
    expect(session.result().elapsedMs).toBe(795);
    expect(session.result().wpm).toBe(75);
  });

  it("has no countdown and never asks for more text", () => {
    const session = new TypingSession({ kind: "length", characters: 300 }, "abcde");
    typeAll(session, "abcd", 0, 1000);
    expect(session.remainingMs(2000)).toBe(0);
    expect(session.timeIsUp(1_000_000)).toBe(false);
    expect(session.needsMoreText()).toBe(false);
  });

  it("reports live stats over the time so far", () => {
    const session = new TypingSession({ kind: "length", characters: 300 }, "a".repeat(100));
    typeAll(session, "a".repeat(50), 0, 100);
    expect(session.liveStats(6000)).toEqual({ wpm: 100, accuracy: 100 });
  });
});

describe("a timed session of a given text", () => {
  const given = { fixedText: true };

  it("ends when the text is typed to its end, scored over the time typed", () => {
    const session = new TypingSession({ kind: "timed", seconds: 60 }, "a".repeat(100), given);
    expect(session.needsMoreText()).toBe(false);
    typeAll(session, "a".repeat(99), 0, 100);
    expect(session.status).toBe("running");
    expect(session.needsMoreText()).toBe(false);
    session.input("a".repeat(100), 12_000);
    expect(session.status).toBe("finished");
    // 100 characters in 12 s: 20 words in a fifth of a minute, 100 WPM, not 20 over the minute.
    expect(session.result()).toMatchObject({ elapsedMs: 12_000, wpm: 100, accuracy: 100 });
    expect(session.input("a".repeat(100), 13_000)).toBe(false);
  });

  it("runs to its time when the text is not finished, scored over the whole duration", () => {
    const session = new TypingSession({ kind: "timed", seconds: 30 }, "a".repeat(500), given);
    typeAll(session, "a".repeat(100), 0, 100);
    expect(session.timeIsUp(30_000)).toBe(true);
    session.finish(30_000);
    expect(session.result()).toMatchObject({ elapsedMs: 30_000, wpm: 40 });
  });
});

describe("a practice session", () => {
  it("finishes when its text is typed, with no countdown and no more text", () => {
    const session = new TypingSession({ kind: "practice" }, "the cat");
    typeAll(session, "the ca", 0, 500);
    expect(session.status).toBe("running");
    expect(session.needsMoreText()).toBe(false);
    expect(session.timeIsUp(1_000_000)).toBe(false);
    session.input("the cat", 3000);
    expect(session.status).toBe("finished");
    // 7 characters in 3 s: 1.4 words in a twentieth of a minute, 28 WPM.
    expect(session.result()).toMatchObject({ elapsedMs: 3000, wpm: 28, accuracy: 100 });
  });
});

describe("a custom length session", () => {
  it("in seconds, runs on the clock past its text, asks for more and scores over its duration", () => {
    const session = new TypingSession(
      { kind: "custom-length", unit: "seconds", value: 15 },
      "the cat sat",
    );
    typeAll(session, "the cat sa", 0, 100);
    expect(session.needsMoreText()).toBe(true);
    session.input("the cat sat", 1100);
    expect(session.status).toBe("running");
    expect(session.remainingMs(5000)).toBe(10_000);
    expect(session.timeIsUp(15_000)).toBe(true);
    session.finish(20_000);
    // 11 correct characters over the set 15 s: 2.2 words in a quarter of a minute, 9 WPM.
    expect(session.result()).toMatchObject({ elapsedMs: 15_000, wpm: 9 });
  });

  it("in characters, ends with its text and has no countdown", () => {
    const session = new TypingSession(
      { kind: "custom-length", unit: "characters", value: 50 },
      "the cat",
    );
    typeAll(session, "the ca", 0, 500);
    expect(session.needsMoreText()).toBe(false);
    expect(session.timeIsUp(1_000_000)).toBe(false);
    session.input("the cat", 3000);
    expect(session.status).toBe("finished");
    expect(session.result()).toMatchObject({ elapsedMs: 3000, wpm: 28 });
  });
});

describe("stop on error in a session", () => {
  const PASSAGE = "the quick brown fox";

  it("under letter, holds the typed text at a wrong key until it is taken back", () => {
    const session = new TypingSession({ kind: "length", characters: 300 }, PASSAGE);
    session.setStopOnError("letter");
    session.input("thx", 0);
    session.input("thxe", 100);
    expect(session.typed).toBe("thx");
    session.input("th", 200);
    session.input("the", 300);
    expect(session.typed).toBe("the");
    expect(session.edits).toHaveLength(3);
    expect(session.result().stopOnError).toBe("letter");
  });

  it("under word, refuses the space after a wrong word", () => {
    const session = new TypingSession({ kind: "length", characters: 300 }, PASSAGE);
    session.setStopOnError("word");
    session.input("thx", 0);
    session.input("thx ", 100);
    expect(session.typed).toBe("thx");
  });

  it("keeps the setting the run started under", () => {
    const session = new TypingSession({ kind: "length", characters: 300 }, PASSAGE);
    session.input("t", 0);
    session.setStopOnError("letter");
    expect(session.stopOnError).toBe("off");
    session.input("tx", 100);
    session.input("txe", 200);
    expect(session.typed).toBe("txe");
  });

  it("notices a slip once it is confirmed, and forgets it once the typist is back at it", () => {
    const session = new TypingSession({ kind: "length", characters: 300 }, PASSAGE);
    let value = "";
    for (const char of "the quixck") {
      value += char;
      session.input(value, value.length * 100);
    }
    expect(session.slip).toBeNull();
    session.input("the quixck ", 1100);
    const slip = session.slip;
    expect(slip).toEqual({ position: 7, kind: "extra", count: 1 });
    session.input("the quixck b", 1200);
    expect(session.slip).toBe(slip);
    session.input("the qui", 1300);
    expect(session.slip).toBeNull();
  });

  it("finds the first mistake after any change, not only keys at the end", () => {
    const session = new TypingSession({ kind: "length", characters: 300 }, PASSAGE);
    session.setStopOnError("letter");
    session.input("thx", 0);
    // An input method replaces the wrong letter in place: the text is right again.
    session.input("the", 100);
    session.input("the ", 200);
    expect(session.typed).toBe("the ");
  });

  /** A letter-rule session that has typed "the" right. */
  function typedThe() {
    const session = new TypingSession({ kind: "length", characters: 300 }, PASSAGE);
    session.setStopOnError("letter");
    for (const value of ["t", "th", "the"]) session.input(value, value.length * 100);
    return session;
  }

  it("finds a mistake made before the end of text that was right", () => {
    // The first letter replaced in place: the next key is held at it.
    const replaced = typedThe();
    replaced.input("xhe", 400);
    replaced.input("xhe ", 500);
    expect(replaced.typed).toBe("x");
    // A letter put before the text: held there at once.
    const prefixed = typedThe();
    prefixed.input("xthe", 400);
    expect(prefixed.typed).toBe("x");
  });

  it("finds a mistake in text made shorter by a change that is not a Backspace", () => {
    // The first letter deleted: "he" is wrong from its start.
    const cut = typedThe();
    cut.input("he", 400);
    cut.input("he ", 500);
    expect(cut.typed).toBe("h");
    // The last two letters replaced by a wrong one.
    const replaced = typedThe();
    replaced.input("xh", 400);
    replaced.input("xhe", 500);
    expect(replaced.typed).toBe("x");
  });
});
