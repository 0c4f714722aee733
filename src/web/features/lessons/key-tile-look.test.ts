import { describe, expect, it } from "vitest";
import type { KeyTile } from "../../../core/lessons/key-row.ts";
import { bandOf, tileDescription, tileNote } from "./key-tile-look.ts";

const tile = (over: Partial<KeyTile>): KeyTile => ({
  key: "k",
  status: "in-play",
  figures: { wpm: 28, accuracy: 0.964 },
  confidence: 0.8,
  meetsTarget: false,
  focus: false,
  ...over,
});

describe("bandOf", () => {
  it("goes from red to green with confidence, grey without figures", () => {
    expect(bandOf({ confidence: null, meetsTarget: false })).toBe("none");
    expect(bandOf({ confidence: 0.2, meetsTarget: false })).toBe("low");
    expect(bandOf({ confidence: 0.6, meetsTarget: false })).toBe("mid");
    expect(bandOf({ confidence: 0.99, meetsTarget: false })).toBe("near");
    expect(bandOf({ confidence: 1.4, meetsTarget: true })).toBe("met");
  });

  it("never shows green for a key under target, however confident", () => {
    // Fast enough many times over, but a hair under the target accuracy.
    expect(bandOf({ confidence: 1.2, meetsTarget: false })).toBe("near");
  });
});

describe("tileNote", () => {
  it("says each state in text, not by colour alone", () => {
    expect(tileNote(tile({}))).toBe("80%");
    expect(tileNote(tile({ meetsTarget: true, confidence: 1.1 }))).toBe("✓");
    expect(tileNote(tile({ figures: null, confidence: null }))).toBe("new");
    expect(tileNote(tile({ status: "locked-out" }))).toBe("locked");
    expect(tileNote(tile({ status: "skipped" }))).toBe("skipped");
  });
});

describe("tileDescription", () => {
  it("gives the key's figures and whether it is the focus", () => {
    expect(tileDescription(tile({ focus: true }))).toBe(
      "28 WPM, 96 % accuracy, below target, focus",
    );
    expect(tileDescription(tile({ status: "locked-out", figures: null }))).toBe("not unlocked yet");
  });
});
