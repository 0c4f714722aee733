import type { KeyStat, KeyStats } from "../../src/core/insight/key-stats.ts";
import type { ResultFigures } from "../../src/core/insight/result-figures.ts";
import type { SpeedSample } from "../../src/core/insight/speed-series.ts";
import type { TestMode } from "../../src/core/typing/test-modes.ts";
import { EDIT_COMPOSED, replay, type TimelineEdit } from "../../src/core/typing/timeline.ts";

/**
 * A result's insight the plain way (issue 15): the typed text replayed as a string whenever it
 * is needed, one object per keystroke, statistics gathered under their names and sorted at the
 * end. Slow and obviously right, for the fast functions to be checked against on any timeline.
 */

interface Stroke {
  t: number;
  edit: number;
  position: number;
  correct: boolean;
  single: boolean;
}

function strokesOf(passage: string, edits: readonly TimelineEdit[]): Stroke[] {
  return edits.flatMap(([t, at, , inserted, flags], edit) =>
    [...Array(inserted.length).keys()].map((i) => ({
      t,
      edit,
      position: at + i,
      correct: inserted[i] === passage[at + i],
      single: inserted.length === 1 && !((flags ?? 0) & EDIT_COMPOSED),
    })),
  );
}

const second = (t: number) => Math.max(1, Math.ceil(t / 1000));
const round1 = (value: number) => Math.round(value * 10) / 10;
const perMinute = (words: number, ms: number) =>
  ms > 0 ? Math.max(0, Math.round(words / (ms / 60_000))) : 0;

export function referenceFigures(
  passage: string,
  edits: readonly TimelineEdit[],
  mode: TestMode,
  elapsedMs: number,
): ResultFigures {
  const typed = replay(edits);
  const minutes = mode.kind === "timed" ? mode.seconds / 60 : elapsedMs / 60_000;
  const within = typed.slice(0, passage.length).split(""); // code units, as positions count
  const correct = within.filter((char, i) => char === passage[i]).length;
  const incorrect = within.length - correct;
  const extra = typed.length - within.length;
  const strokes = strokesOf(passage, edits);
  const wrongAt = new Set(strokes.filter((s) => !s.correct).map((s) => s.position));
  const corrected = within.filter((char, i) => wrongAt.has(i) && char === passage[i]).length;
  const speeds = Array.from(
    { length: Math.floor(elapsedMs / 1000) },
    (_, i) => strokes.filter((s) => second(s.t) === i + 1).length,
  );
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  const deviation = Math.sqrt(speeds.reduce((a, s) => a + (s - mean) ** 2, 0) / speeds.length);
  return {
    rawWpm: minutes > 0 ? Math.round(typed.length / 5 / minutes) : 0,
    netWpm:
      minutes > 0 ? Math.round(Math.max(0, (typed.length / 5 - incorrect - extra) / minutes)) : 0,
    keystrokeAccuracy: strokes.length
      ? round1((strokes.filter((s) => s.correct).length / strokes.length) * 100)
      : 100,
    consistency:
      speeds.length < 2 || mean <= 0
        ? null
        : round1(Math.min(100, Math.max(0, 100 * (1 - deviation / mean)))),
    timeMs: Math.round(elapsedMs),
    characters: {
      correct,
      incorrect,
      extra,
      missed: mode.kind === "timed" ? 0 : passage.length - within.length,
      corrected,
    },
  };
}

export function referenceSpeed(
  passage: string,
  edits: readonly TimelineEdit[],
  endMs: number,
): SpeedSample[] {
  const strokes = strokesOf(passage, edits);
  const seconds = Math.ceil(endMs / 1000);
  // A last part of a second under 500 ms belongs to the sample before it.
  const count = seconds > 1 && endMs - (seconds - 1) * 1000 < 500 ? seconds - 1 : seconds;
  return Array.from({ length: count }, (_, i) => {
    const time = i + 1;
    const until = time === count ? endMs : time * 1000;
    const text = replay(edits, until);
    const wrong = text.split("").filter((char, p) => char !== passage[p]).length;
    const inSample = strokes.filter((s) =>
      time === count ? second(s.t) >= time && second(s.t) <= seconds : second(s.t) === time,
    );
    return {
      time,
      raw: perMinute(inSample.length / 5, until - (time - 1) * 1000),
      net: perMinute(text.length / 5 - wrong, until),
      errors: inSample.filter((s) => !s.correct).length,
    };
  });
}

export function referenceKeyStats(passage: string, edits: readonly TimelineEdit[]): KeyStats {
  const keys = new Map<string, KeyStat>();
  const bigrams = new Map<string, KeyStat>();
  const add = (into: Map<string, KeyStat>, name: string, error: boolean, ms: number | null) => {
    const stat = into.get(name) ?? [0, 0, 0, 0];
    into.set(name, [
      stat[0] + 1,
      stat[1] + (error ? 1 : 0),
      stat[2] + (ms === null ? 0 : 1),
      stat[3] + (ms ?? 0),
    ]);
  };
  const strokes = strokesOf(passage, edits);
  strokes.forEach((stroke, i) => {
    const p = stroke.position;
    if (p >= passage.length) return;
    const before = strokes[i - 1];
    const timed =
      before?.single &&
      stroke.single &&
      before.edit + 1 === stroke.edit &&
      before.position + 1 === p &&
      before.t <= stroke.t;
    const ms = timed ? stroke.t - before.t : null;
    const char = passage[p]!;
    const name = char === " " ? "space" : char === "\n" ? "enter" : char.toLowerCase();
    add(keys, name, !stroke.correct, ms);
    if (p > 0) add(bigrams, (passage[p - 1]! + char).toLowerCase(), !stroke.correct, ms);
  });
  const sorted = (stats: Map<string, KeyStat>) =>
    Object.fromEntries([...stats].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { keys: sorted(keys), bigrams: sorted(bigrams) };
}
