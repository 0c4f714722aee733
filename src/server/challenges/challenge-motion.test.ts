import { describe, expect, it } from "vitest";
import { packFrames } from "../../core/typing/challenge-frames.ts";
import { letterMask, renderChallengeFrames } from "./challenge-motion.ts";

/** A fixed stream of numbers in [0, 1), as the keyed one is for one challenge. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const TEXT =
  "garden window pencil marble orange silver planet river forest candle " +
  "bridge market winter summer travel simple number yellow castle butter";

describe("a challenge drawn in moving dots", () => {
  const frames = renderChallengeFrames(TEXT, seeded(7));
  const { mask } = letterMask(TEXT, seeded(7));
  const letters = mask.reduce((sum, dot) => sum + dot, 0);
  const share = (count: (at: number) => boolean, where: (at: number) => boolean) => {
    let hits = 0;
    let total = 0;
    mask.forEach((_, at) => {
      if (!where(at)) return;
      total++;
      if (count(at)) hits++;
    });
    return hits / total;
  };
  const inLetter = (at: number) => mask[at] === 1;
  const outside = (at: number) => mask[at] === 0;

  it("loops a second or more of frames, 300 dots across, with every letter inside the picture", () => {
    expect(frames.columns).toBe(300);
    expect(frames.frames.length / frames.framesPerSecond).toBeGreaterThanOrEqual(1);
    expect(mask.length).toBe(frames.columns * frames.rows);
    // Twenty words of letters cover a good part of the picture, but not most of it.
    expect(letters / mask.length).toBeGreaterThan(0.1);
    expect(letters / mask.length).toBeLessThan(0.4);
  });

  it("shows nothing in any one frame or in their average: half the dots lit, letters or not", () => {
    for (const frame of frames.frames) {
      const inside = share((at) => frame[at] === 1, inLetter);
      const around = share((at) => frame[at] === 1, outside);
      expect(Math.abs(inside - 0.5)).toBeLessThan(0.03);
      expect(Math.abs(around - 0.5)).toBeLessThan(0.03);
    }
    const lit = (at: number) =>
      frames.frames.reduce((sum, frame) => sum + frame[at]!, 0) / frames.frames.length;
    const meanInside = share((at) => lit(at) > 0.5, inLetter);
    const meanAround = share((at) => lit(at) > 0.5, outside);
    expect(Math.abs(meanInside - meanAround)).toBeLessThan(0.03);
  });

  it("moves the letters' dots down a row a frame and the others up, renewing some each frame", () => {
    const { columns } = frames;
    const kept = (shift: number, where: (at: number) => boolean) => {
      let same = 0;
      let total = 0;
      for (let k = 1; k < frames.frames.length; k++) {
        const [before, after] = [frames.frames[k - 1]!, frames.frames[k]!];
        mask.forEach((_, at) => {
          const to = at + shift * columns;
          if (!where(at) || to < 0 || to >= mask.length || mask[to] !== mask[at]) return;
          total++;
          if (after[to] === before[at]) same++;
        });
      }
      return same / total;
    };
    // 65 % of dots move on, and half of the renewed ones happen to match: about 82 %.
    expect(kept(1, inLetter)).toBeGreaterThan(0.78);
    expect(kept(1, inLetter)).toBeLessThan(0.87);
    expect(kept(-1, outside)).toBeGreaterThan(0.78);
    expect(kept(-1, inLetter)).toBeLessThan(0.55);
    expect(kept(1, outside)).toBeLessThan(0.55);
  });

  it("draws one challenge the same every time, and another differently", () => {
    const bytes = (drawn: typeof frames) => Buffer.from(packFrames(drawn));
    expect(bytes(renderChallengeFrames(TEXT, seeded(7))).equals(bytes(frames))).toBe(true);
    expect(Buffer.from(letterMask(TEXT, seeded(8)).mask).equals(Buffer.from(mask))).toBe(false);
  });
});
