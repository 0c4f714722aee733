import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { TIMED_DURATIONS } from "../typing/test-modes.ts";
import { TIMED_TEST_BENCHMARKS, type SpeedBand } from "./speed-benchmarks.ts";

/**
 * The per-test speed tables as the product notes state them ('Constants and limits'), one list
 * item per test: "30 s: Beginner 0-20, Learning 21-35, ..." or "1 min: Entry 30-35, ...".
 */
function tablesInProductNotes(): Map<number, SpeedBand[]> {
  const notes = fs.readFileSync(new URL("../../../docs/product.md", import.meta.url), "utf8");
  const heading = "- Per-test speed tables under each timed test";
  const section = notes.slice(notes.indexOf(heading));
  // The section's items run until the next top-level item of the list.
  const body = section.slice(section.indexOf("\n") + 1, section.search(/\n- /));
  const tables = new Map<number, SpeedBand[]>();
  for (const item of body.split(/\n {2}- /)) {
    const match = /^\s*(?:- )?(\d+) (s|min): ([\s\S]+?)\.?\s*$/.exec(item);
    if (!match) throw new Error(`not a speed table: ${item}`);
    const [, amount, unit, bands] = match;
    const seconds = Number(amount) * (unit === "min" ? 60 : 1);
    tables.set(
      seconds,
      bands!.split(/,\s+/).map((band) => {
        const words = band.trim().split(/\s+/);
        return { label: words.slice(0, -1).join(" "), range: words.at(-1)! };
      }),
    );
  }
  return tables;
}

describe("TIMED_TEST_BENCHMARKS", () => {
  it("has a table for every timed test, and only those", () => {
    expect(Object.keys(TIMED_TEST_BENCHMARKS).map(Number)).toEqual([...TIMED_DURATIONS]);
  });

  it("shows each test's bands as the product notes state them", () => {
    const stated = tablesInProductNotes();
    expect([...stated.keys()]).toEqual([...TIMED_DURATIONS]);
    for (const seconds of TIMED_DURATIONS) {
      expect(TIMED_TEST_BENCHMARKS[seconds], `${seconds} s`).toEqual(stated.get(seconds));
    }
  });

  it("lists six bands a test, slowest first, the last open-ended", () => {
    for (const seconds of TIMED_DURATIONS) {
      const bands = TIMED_TEST_BENCHMARKS[seconds];
      expect(bands, `${seconds} s`).toHaveLength(6);
      const lows = bands.map((band) => Number(/^\d+/.exec(band.range)![0]));
      expect(lows, `${seconds} s`).toEqual([...lows].sort((a, b) => a - b));
      for (const band of bands.slice(0, -1)) expect(band.range).toMatch(/^\d+-\d+$/);
      expect(bands.at(-1)!.range).toMatch(/^\d+\+$/);
    }
  });
});
