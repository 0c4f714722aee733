import type { KeyEvent, RecordedTimeline } from "../../src/core/typing/recorded-timeline.ts";
import { recordedTimeline } from "../../src/core/typing/recorded-timeline.ts";
import type { TimelineEdit } from "../../src/core/typing/timeline.ts";
import { seededRandom } from "./typing.ts";

/**
 * Generated typists, honest and not, as their browser would record them: the edits of the
 * typing box and the key presses behind them (src/core/typing/recorded-timeline.ts). Shared by
 * `npm run bench:anticheat` and the integration tests, so both judge the same runs.
 */

export interface RunSpec {
  /** The passage as shown; the run types its start. */
  text: string;
  /** The speed the run types at: correct characters / 5 per minute of `spanMs`. */
  wpm: number;
  /** From the first keystroke to the last, ms: a timed test's duration less a little. */
  spanMs: number;
  seed: number;
}

export interface TypedRun {
  typed: string;
  timeline: RecordedTimeline;
}

type Random = () => number;

/** A standard normal draw (Box–Muller). */
function normal(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** A log-normal draw with this median and shape. */
function logNormal(random: Random, median: number, sigma: number): number {
  return median * Math.exp(sigma * normal(random));
}

/** How many characters a run at `wpm` types in `spanMs`. */
export function typedLength({ text, wpm, spanMs }: RunSpec): number {
  return Math.min(text.length, Math.round((wpm * 5 * spanMs) / 60_000));
}

/** Gaps scaled so that they add up to `spanMs`, keeping their shape, in whole ms. */
function fitTo(gaps: number[], spanMs: number): number[] {
  const total = gaps.reduce((sum, gap) => sum + gap, 0) || 1;
  return gaps.map((gap) => (gap / total) * spanMs);
}

/** Times of `count` events starting at 0 with these relative gaps over `spanMs`. */
function timesOf(gaps: number[], spanMs: number): number[] {
  let t = 0;
  const times = [0];
  for (const gap of fitTo(gaps, spanMs)) times.push(Math.round((t += gap)));
  return times;
}

const keyCode = (char: string) =>
  char === " " ? "Space" : /[a-z]/i.test(char) ? `Key${char.toUpperCase()}` : "Period";

/**
 * A person on a physical keyboard: log-normal key intervals with longer pauses between words,
 * about one typo in fifty fixed with Backspace, and each key held 50–150 ms from a few ms
 * before its input event, so that fast typing rolls over. `keys: false` leaves the key
 * presses out (an old client, or a script posting edits only).
 */
export function physicalTypist(spec: RunSpec, { keys = true, typoRate = 0.02 } = {}): TypedRun {
  const random = seededRandom(spec.seed);
  const target = spec.text.slice(0, typedLength(spec));
  // Each step is one input event: a character, or a typo and its Backspace.
  const steps: { insert: string; remove: boolean }[] = [];
  for (const char of target) {
    if (char !== " " && random() < typoRate) {
      steps.push({ insert: char === "x" ? "z" : "x", remove: false });
      steps.push({ insert: "", remove: true });
    }
    steps.push({ insert: char, remove: false });
  }
  const gaps = steps
    .slice(1)
    .map((step) => logNormal(random, step.insert === " " ? 1.4 : 1, 0.35) * (step.remove ? 2 : 1));
  const times = timesOf(gaps, spec.spanMs);
  const edits: TimelineEdit[] = [];
  const keyEvents: KeyEvent[] = [];
  // Holds shorten with speed, as a fast typist's do, and vary from key to key.
  const holdMedian = Math.max(55, 120 - spec.wpm / 3);
  let length = 0;
  steps.forEach((step, i) => {
    const t = times[i]!;
    if (step.remove) {
      edits.push([t, length - 1, 1, ""]);
      length -= 1;
    } else {
      edits.push([t, length, 0, step.insert]);
      length += 1;
    }
    const down = Math.max(0, t - 2 - Math.floor(random() * 6));
    const hold = Math.round(Math.min(400, logNormal(random, holdMedian, 0.3)));
    keyEvents.push(
      step.remove
        ? [down, down + hold, "Backspace", "Backspace"]
        : [down, down + hold, keyCode(step.insert), step.insert],
    );
  });
  return { typed: target, timeline: recordedTimeline(edits, keys ? keyEvents : []) };
}

/**
 * A phone keyboard that composes each word (Android's, an IME): the word arrives at once as a
 * composition, then the space as a key of its own; the keys are "Unidentified" (keyCode 229).
 * `wordsPerCommit` above 1 is an input method committing a phrase at a time.
 */
export function composingTypist(spec: RunSpec, { wordsPerCommit = 1 } = {}): TypedRun {
  const random = seededRandom(spec.seed);
  const target = spec.text.slice(0, typedLength(spec));
  const chunks: { insert: string; composed: boolean }[] = [];
  const words = target.split(/(?<= )/);
  for (let i = 0; i < words.length; i += wordsPerCommit) {
    const phrase = words.slice(i, i + wordsPerCommit).join("");
    const body = phrase.endsWith(" ") ? phrase.slice(0, -1) : phrase;
    if (body) chunks.push({ insert: body, composed: true });
    if (phrase.endsWith(" ")) chunks.push({ insert: " ", composed: false });
  }
  const gaps = chunks
    .slice(1)
    .map((chunk) => logNormal(random, Math.max(1, chunk.insert.length), 0.4));
  const times = timesOf(gaps, spec.spanMs);
  const edits: TimelineEdit[] = [];
  const keys: KeyEvent[] = [];
  let length = 0;
  chunks.forEach((chunk, i) => {
    const t = times[i]!;
    edits.push(chunk.composed ? [t, length, 0, chunk.insert, 2] : [t, length, 0, chunk.insert]);
    length += chunk.insert.length;
    keys.push([Math.max(0, t - 1), t + 30, "", "Unidentified"]);
  });
  return { typed: target, timeline: recordedTimeline(edits, keys) };
}

/**
 * A phone keyboard that inserts one character per input event and names no key (iOS and
 * some Android keyboards): every key press "Unidentified".
 */
export function virtualKeyTypist(spec: RunSpec): TypedRun {
  const run = physicalTypist(spec, { typoRate: 0.01 });
  const keys = run.timeline.keys.map(([down, up]): KeyEvent => [down, up, "", "Unidentified"]);
  return { typed: run.typed, timeline: recordedTimeline(run.timeline.edits, keys) };
}

export type BotGaps = "uniform" | "log-normal";

/**
 * A script typing key by key: at a fixed interval (`uniform`, with a millisecond of jitter) or
 * at log-normal intervals drawn independently (variation about 0.4), without typos. Its key
 * presses, when it sends them, go down and up at the input event, as page.keyboard.type's do,
 * or with holds drawn like a person's (`holds: "drawn"`).
 */
export function botTypist(
  spec: RunSpec,
  gapsKind: BotGaps,
  keys: "none" | "instant" | "drawn",
): TypedRun {
  const random = seededRandom(spec.seed);
  const target = spec.text.slice(0, typedLength(spec));
  const gaps = [...target]
    .slice(1)
    .map(() => (gapsKind === "uniform" ? 100 + random() : logNormal(random, 100, 0.4)));
  const times = timesOf(gaps, spec.spanMs);
  const edits: TimelineEdit[] = [...target].map((char, i) => [times[i]!, i, 0, char]);
  const keyEvents: KeyEvent[] =
    keys === "none"
      ? []
      : [...target].map((char, i): KeyEvent => {
          const down = times[i]!;
          const hold = keys === "instant" ? 0 : Math.round(logNormal(random, 90, 0.3));
          return [down, down + hold, keyCode(char), char];
        });
  return { typed: target, timeline: recordedTimeline(edits, keyEvents) };
}

/** A script inserting the text a few characters at a time (2–6) at a person's word rhythm. */
export function burstTypist(spec: RunSpec): TypedRun {
  const random = seededRandom(spec.seed);
  const target = spec.text.slice(0, typedLength(spec));
  const chunks: string[] = [];
  for (let i = 0; i < target.length;) {
    const size = 2 + Math.floor(random() * 5);
    chunks.push(target.slice(i, i + size));
    i += size;
  }
  const times = timesOf(
    chunks.slice(1).map(() => logNormal(random, 1, 0.4)),
    spec.spanMs,
  );
  const edits: TimelineEdit[] = [];
  let length = 0;
  chunks.forEach((chunk, i) => {
    edits.push([times[i]!, length, 0, chunk]);
    length += chunk.length;
  });
  return { typed: target, timeline: recordedTimeline(edits, []) };
}

/** The same run shifted later by `ms`: a replayed timeline, moved in time. */
export function timeShifted(run: TypedRun, ms: number): TypedRun {
  const edits = run.timeline.edits.map(([t, ...rest]): TimelineEdit => [t + ms, ...rest]);
  const keys = run.timeline.keys.map(([down, up, code, key]): KeyEvent => [
    down + ms,
    up === null ? null : up + ms,
    code,
    key,
  ]);
  return { typed: run.typed, timeline: recordedTimeline(edits, keys) };
}

/**
 * Key presses a person's keyboard would give for these edits: each key down a few ms before
 * its input event and held 60–130 ms, so that fast typing rolls over.
 */
export function humanKeys(edits: readonly TimelineEdit[], seed = 1): KeyEvent[] {
  const random = seededRandom(seed);
  return edits.map(([t, , removed, inserted]): KeyEvent => {
    const down = Math.max(0, t - 2 - Math.floor(random() * 6));
    const up = down + Math.round(logNormal(random, 90, 0.25));
    return removed > 0 && !inserted
      ? [down, up, "Backspace", "Backspace"]
      : [down, up, keyCode(inserted), inserted];
  });
}
