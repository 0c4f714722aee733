import { describe, expect, it } from "vitest";
import { EditRecorder } from "./edit-recorder.ts";
import {
  acceptedTyping,
  firstMistake,
  STOP_ON_ERROR_MODES,
  stopOnErrorProblem,
  type StopOnError,
} from "./stop-on-error.ts";

const PASSAGE = "the cat sat on the mat";

/** Offers each value in turn under the rule, as the browser does, and records what stood. */
function typeUnder(rule: StopOnError, values: string[]) {
  const recorder = new EditRecorder();
  for (const [i, value] of values.entries()) {
    recorder.record(acceptedTyping(rule, PASSAGE, recorder.typed, value), i * 100);
  }
  return recorder;
}

/** Each key of `keys` added to the text, Backspace as "\b". */
function keystrokes(keys: string): string[] {
  const values: string[] = [];
  let text = "";
  for (const key of keys) {
    text = key === "\b" ? text.slice(0, -1) : text + key;
    values.push(text);
  }
  return values;
}

describe("firstMistake", () => {
  it("finds the first position that differs, from where it is told to look", () => {
    expect(firstMistake(PASSAGE, "the cot")).toBe(5);
    expect(firstMistake(PASSAGE, "the c")).toBe(5);
    expect(firstMistake(PASSAGE, "thx cot", 4)).toBe(5);
  });
});

describe("acceptedTyping", () => {
  it("takes everything when off, as the specification types", () => {
    expect(acceptedTyping("off", PASSAGE, "thx", "thx c")).toBe("thx c");
  });

  it("under letter, shows the wrong key and refuses the next one until it is corrected", () => {
    expect(acceptedTyping("letter", PASSAGE, "th", "thx")).toBe("thx");
    expect(acceptedTyping("letter", PASSAGE, "thx", "thxe")).toBe("thx");
    expect(acceptedTyping("letter", PASSAGE, "thx", "th")).toBe("th");
    expect(acceptedTyping("letter", PASSAGE, "th", "the")).toBe("the");
  });

  it("under letter, cuts a word committed at once just after its wrong letter", () => {
    expect(acceptedTyping("letter", PASSAGE, "", "thx cat")).toBe("thx");
  });

  it("under word, lets a wrong word be finished but not passed with a space", () => {
    expect(acceptedTyping("word", PASSAGE, "the c", "the cx")).toBe("the cx");
    expect(acceptedTyping("word", PASSAGE, "the cx", "the cxt")).toBe("the cxt");
    expect(acceptedTyping("word", PASSAGE, "the cxt", "the cxt ")).toBe("the cxt");
    expect(acceptedTyping("word", PASSAGE, "the", "the ")).toBe("the ");
    // A space typed for a letter is itself passing a space with a wrong word.
    expect(acceptedTyping("word", PASSAGE, "th", "th ")).toBe("th");
    expect(acceptedTyping("word", PASSAGE, "the", "the\n")).toBe("the");
  });

  it("under word, holds a wrong word at its end in the passage", () => {
    // An extra letter runs the word onto its space: the key there waits for the fix.
    expect(acceptedTyping("word", PASSAGE, "thx", "thxe")).toBe("thx");
    expect(acceptedTyping("word", PASSAGE, "the cxt", "the cxts")).toBe("the cxt");
    // A skipped space shows the key typed there, and nothing after it.
    expect(acceptedTyping("word", PASSAGE, "the", "thec")).toBe("thec");
    expect(acceptedTyping("word", PASSAGE, "thec", "theca")).toBe("thec");
    // A whole phrase at once is cut at the end of its wrong word.
    expect(acceptedTyping("word", PASSAGE, "", "the cxt sat")).toBe("the cxt");
  });

  it("under word, takes a tab or a carriage return as a space", () => {
    expect(acceptedTyping("word", PASSAGE, "th", "th\t")).toBe("th");
    expect(acceptedTyping("word", PASSAGE, "th", "th\r")).toBe("th");
    // …in the passage too: a word ends at its tab, and a wrong word is held there.
    expect(acceptedTyping("word", "ab\tcd", "ax", "axc")).toBe("ax");
    expect(acceptedTyping("word", "ab\rcd", "ax", "axc")).toBe("ax");
  });

  it("under word, holds a wrong last word at the passage's end", () => {
    expect(
      acceptedTyping("word", PASSAGE, "the cat sat on the mxt", "the cat sat on the mxtt"),
    ).toBe("the cat sat on the mxt");
  });

  it("never refuses going back", () => {
    for (const rule of STOP_ON_ERROR_MODES) {
      expect(acceptedTyping(rule, PASSAGE, "thx c", "thx ")).toBe("thx ");
    }
  });

  it("never refuses a change that leaves the text as long, such as a word replaced", () => {
    for (const rule of STOP_ON_ERROR_MODES) {
      expect(acceptedTyping(rule, PASSAGE, "the cat", "thx cat")).toBe("thx cat");
    }
  });
});

describe("stopOnErrorProblem", () => {
  const typed = keystrokes("thx\b\be cxt\b\bat");

  it("passes a timeline typed under its own rule, and under any looser one", () => {
    const underLetter = typeUnder("letter", typed).edits;
    expect(stopOnErrorProblem("letter", PASSAGE, underLetter)).toBeNull();
    expect(stopOnErrorProblem("word", PASSAGE, underLetter)).toBeNull();
    expect(stopOnErrorProblem("off", PASSAGE, underLetter)).toBeNull();
  });

  it("refuses a timeline that went past a mistake the rule holds", () => {
    const underOff = typeUnder("off", keystrokes("thx cat")).edits;
    expect(stopOnErrorProblem("letter", PASSAGE, underOff)).toBe(
      "edit 3 goes past a mistake, which stop on error (letter) holds",
    );
    expect(stopOnErrorProblem("word", PASSAGE, underOff)).toBe(
      "edit 3 goes past a mistake, which stop on error (word) holds",
    );
    const underWord = typeUnder("word", keystrokes("txe")).edits;
    expect(stopOnErrorProblem("word", PASSAGE, underWord)).toBeNull();
    expect(stopOnErrorProblem("letter", PASSAGE, underWord)).toBe(
      "edit 2 goes past a mistake, which stop on error (letter) holds",
    );
  });

  it("follows a mistake corrected in the middle of the text", () => {
    // "thx" typed, then the x replaced in place: the text is right again, and may go on.
    const edits = typeUnder("letter", ["t", "th", "thx"]).edits;
    edits.push([400, 2, 1, "e"], [500, 3, 0, " "], [600, 4, 0, "c"]);
    expect(stopOnErrorProblem("letter", PASSAGE, edits)).toBeNull();
  });

  it("passes a deletion or a replacement that leaves a mistake behind, as the browser lets it", () => {
    const correct = typeUnder("letter", keystrokes("the cat")).edits;
    for (const rule of ["letter", "word"] as const) {
      // The first letter deleted: every letter after it is now out of place.
      expect(stopOnErrorProblem(rule, PASSAGE, [...correct, [800, 0, 1, ""]])).toBeNull();
      // The first letter replaced by a wrong one, in place.
      expect(stopOnErrorProblem(rule, PASSAGE, [...correct, [800, 0, 1, "x"]])).toBeNull();
    }
  });

  it("agrees with the browser's rule on every key of a run typed with slips", () => {
    for (const rule of STOP_ON_ERROR_MODES) {
      const run = typeUnder(rule, keystrokes("thee cat\b\b\b\b\b\b cta sat on"));
      expect(stopOnErrorProblem(rule, PASSAGE, run.edits)).toBeNull();
    }
  });
});
