import { describe, expect, it } from "vitest";
import { emptyTyping, liveWpm, replayChunk, type RaceTyping } from "./progress.ts";
import { unlaggedWpm } from "./unlagged.ts";
import type { TimelineEdit } from "../typing/timeline.ts";

/** 100 characters: 20 words, so a minute's typing of it is 20 WPM and 15 s of it 80 WPM. */
const PASSAGE = "abcd ".repeat(20);

/** One character every `everyMs` from `fromMs`, as the page times them. */
function keystrokes(text: string, fromMs: number, everyMs: number): TimelineEdit[] {
  return [...text].map((char, i) => [fromMs + i * everyMs, i, 0, char]);
}

/** The edits replayed in chunks of `size`, each arriving `lagMs` after its last keystroke. */
function arrive(edits: TimelineEdit[], size: number, lagMs: number) {
  let typing: RaceTyping = emptyTyping();
  let arrivedMs = 0;
  for (let i = 0; i < edits.length; i += size) {
    const chunk = edits.slice(i, i + size);
    arrivedMs = chunk.at(-1)![0] + lagMs;
    const text = typing.text + chunk.map((edit) => edit[3]).join("");
    const next = replayChunk(
      typing,
      { edits: chunk, keys: [], length: text.length },
      PASSAGE,
      arrivedMs,
    );
    if (typeof next === "string") throw new Error(next);
    typing = next;
  }
  return { typing, arrivedMs };
}

describe("unlaggedWpm", () => {
  it("gives a racer whose chunks arrive late the speed their keystroke times show", () => {
    // 100 characters, the last at 15 s on the page's clock: 80 WPM.
    const edits = keystrokes(PASSAGE, 150, 150);
    expect(edits.at(-1)![0]).toBe(15_000);
    const { typing, arrivedMs } = arrive(edits, 5, 2500);
    expect(unlaggedWpm(PASSAGE, typing)).toBe(80);
    // The server's figure counts the last chunk's late arrival: 17.5 s, under 70 WPM.
    expect(arrivedMs).toBe(17_500);
    expect(liveWpm(PASSAGE, typing.text, arrivedMs)).toBe(69);
  });

  it("is the server's figure when the network adds nothing", () => {
    const { typing, arrivedMs } = arrive(keystrokes(PASSAGE, 150, 150), 10, 0);
    expect(unlaggedWpm(PASSAGE, typing)).toBe(liveWpm(PASSAGE, typing.text, arrivedMs));
  });

  it("counts only correct characters, up to the last keystroke of an unfinished racer", () => {
    // Half the passage with one wrong character: 49 correct over 7.5 s.
    const typed = `${PASSAGE.slice(0, 10)}x${PASSAGE.slice(11, 50)}`;
    const { typing } = arrive(keystrokes(typed, 150, 150), 5, 900);
    expect(unlaggedWpm(PASSAGE, typing)).toBe(Math.round(49 / 5 / (7500 / 60_000)));
  });

  it("has no figure before the first keystroke", () => {
    expect(unlaggedWpm(PASSAGE, emptyTyping())).toBeNull();
    expect(unlaggedWpm(PASSAGE, { text: "a", lastMs: 0 })).toBeNull();
  });
});
