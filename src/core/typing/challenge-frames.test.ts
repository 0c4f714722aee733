import { describe, expect, it } from "vitest";
import { type ChallengeFrames, packFrames, unpackFrames } from "./challenge-frames.ts";

const frames = (columns: number, rows: number, count: number): ChallengeFrames => ({
  columns,
  rows,
  framesPerSecond: 15,
  frames: Array.from({ length: count }, (_, k) =>
    Uint8Array.from({ length: columns * rows }, (_, i) => ((i * 7 + k * 3) % 5 < 2 ? 1 : 0)),
  ),
});

describe("challenge frames on the wire", () => {
  it("unpacks what it packs, dot for dot, when a frame's dots do not fill whole bytes", () => {
    const sent = frames(5, 3, 4);
    const bytes = packFrames(sent);
    expect(bytes.length).toBe(8 + 4 * 2);
    expect(unpackFrames(bytes)).toEqual(sent);
  });

  it("packs eight dots to a byte, the first dot in the highest bit", () => {
    const bytes = packFrames({
      columns: 8,
      rows: 1,
      framesPerSecond: 10,
      frames: [Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 1])],
    });
    expect([...bytes]).toEqual([0, 8, 0, 1, 0, 1, 0, 10, 0b1000_0001]);
  });

  it("reads frames from a view into a larger buffer", () => {
    const bytes = packFrames(frames(9, 2, 2));
    const larger = new Uint8Array(bytes.length + 3);
    larger.set(bytes, 3);
    expect(unpackFrames(larger.subarray(3))).toEqual(frames(9, 2, 2));
  });

  it("refuses bytes that are cut short, too long or empty", () => {
    const bytes = packFrames(frames(4, 4, 2));
    expect(() => unpackFrames(bytes.subarray(0, 5))).toThrow("cut short");
    expect(() => unpackFrames(bytes.subarray(0, bytes.length - 1))).toThrow("not the size");
    expect(() => unpackFrames(Uint8Array.from([...bytes, 0]))).toThrow("not the size");
    expect(() => unpackFrames(new Uint8Array(8))).toThrow("empty");
  });

  it("refuses a header with no dots, no frames or no frame rate, each on its own", () => {
    // Columns, rows, frames, frames a second: one byte of dots follows when there are any.
    const header = (columns: number, rows: number, count: number, fps: number, body: number[]) =>
      Uint8Array.from([0, columns, 0, rows, 0, count, 0, fps, ...body]);
    expect(unpackFrames(header(1, 1, 1, 10, [0x80])).frames).toEqual([Uint8Array.from([1])]);
    expect(() => unpackFrames(header(0, 1, 1, 10, []))).toThrow("empty");
    expect(() => unpackFrames(header(1, 0, 1, 10, []))).toThrow("empty");
    expect(() => unpackFrames(header(1, 1, 0, 10, []))).toThrow("empty");
    expect(() => unpackFrames(header(1, 1, 1, 0, [0x80]))).toThrow("empty");
  });

  it("packs only a frame's columns × rows dots, leaving the rest of its last byte dark", () => {
    const bytes = packFrames({
      columns: 5,
      rows: 1,
      framesPerSecond: 10,
      frames: [Uint8Array.from([1, 1, 1, 1, 1, 1, 1])],
    });
    expect(bytes.at(-1)).toBe(0b1111_1000);
  });
});
