import { describe, expect, it } from "vitest";
import { lessonRecordSchema } from "../../../core/lessons/lesson-progress.ts";
import { TypingSession } from "../../../core/typing/typing-session.ts";
import { lessonRecord } from "./lesson-record.ts";

/** A practice run of `passage` typed as `typed`, one key every 200 ms. */
function finished(passage: string, typed: string) {
  const session = new TypingSession({ kind: "practice" }, passage, { fixedText: true });
  let now = 1000;
  for (let i = 1; i <= typed.length; i++) {
    session.input(typed.slice(0, i), now);
    now += 200;
  }
  return session.result();
}

describe("lessonRecord", () => {
  it("keeps each character's figures by case, without the space", () => {
    const record = lessonRecord("capitals", finished("Aa aA", "Aa xA"), 5000);
    expect(record.kind).toBe("capitals");
    expect(record.at).toBe(5000);
    expect(record.chars).toBe(5);
    expect(record.errors).toBe(1);
    expect(Object.keys(record.keys).sort()).toEqual(["A", "a"]);
    // The mistyped a counts as its error, against the a the text asked for.
    expect(record.keys.a).toEqual([2, 1, 2, 400]);
    expect(lessonRecordSchema.safeParse(record).success).toBe(true);
  });

  it("never takes less than a millisecond, as one key alone does", () => {
    expect(lessonRecord("letters", finished("a", "a"), 1).ms).toBe(1);
  });
});
