import { describe, expect, it } from "vitest";
import type { TimelineEdit } from "../typing/timeline.ts";
import { raceVerdict } from "./result.ts";

const PASSAGE = "race on";

/** The passage typed a character every 150 to 300 ms, as a person's rhythm varies. */
function typed(): { edits: TimelineEdit[]; lastMs: number } {
  let t = 0;
  const edits = [...PASSAGE].map((char, i): TimelineEdit => {
    if (i > 0) t += 150 + ((i * 61) % 151);
    return [t, i, 0, char];
  });
  return { edits, lastMs: t };
}

describe("raceVerdict", () => {
  it("judges a finished racer over the server's time and keeps their timeline", () => {
    const { edits, lastMs } = typed();
    const verdict = raceVerdict(PASSAGE, { text: PASSAGE, lastMs, edits, keys: [] }, 6_000, 120);
    expect(verdict).toMatchObject({ ok: true, flags: [], score: { wpm: 14 } });
    expect(verdict.ok && verdict.timeline.edits).toEqual(edits);
  });

  it("accepts keystrokes the racer's clock put after the server's finish", () => {
    const { edits, lastMs } = typed();
    const verdict = raceVerdict(
      PASSAGE,
      { text: PASSAGE, lastMs, edits, keys: [] },
      lastMs - 200,
      120,
    );
    expect(verdict.ok).toBe(true);
  });

  it("refuses a timeline that does not make the typed text, with the reason", () => {
    const { edits, lastMs } = typed();
    expect(raceVerdict(PASSAGE, { text: "race of", lastMs, edits, keys: [] }, 6_000, 120)).toEqual({
      ok: false,
      code: "replay-mismatch",
      reason: "the keystrokes do not rebuild the typed text",
    });
  });
});
