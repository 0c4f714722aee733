import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wordList } from "../../../tests/support/word-lists.ts";
import type { KeyStat } from "../insight/key-stats.ts";
import { keyFigures } from "./key-confidence.ts";
import { keysInPlay, nextKey } from "./keys-in-play.ts";
import { START_KEYS, lessonKeys } from "./lesson-keys.ts";
import {
  type LessonProgress,
  type LessonRecord,
  MAX_LESSONS,
  clearFocus,
  lessonProgressSchema,
  lessonRecordSchema,
  newLessonProgress,
  pickFocus,
  readLesson,
  readLessonProgress,
  recordLesson,
  resetKey,
  setKind,
  setLanguage,
  setLayout,
  setTargets,
  skipKey,
  unlockAll,
  unskipKey,
} from "./lesson-progress.ts";

const EN = wordList("en");

const ORDER = lessonKeys("letters", "en", "qwerty", EN);
const START = ORDER.slice(0, START_KEYS.letters);
const [NEXT, AFTER] = ORDER.slice(START_KEYS.letters) as [string, string];

/** Targets whose speed is a round time: 40 WPM is 300 ms a keystroke. */
const AT_40: LessonProgress = setTargets(newLessonProgress(), {
  targetWpm: 40,
  targetAccuracy: 0.95,
});

/** A key typed `hits` times, `errors` of them wrong, each timed at `ms`. */
const typed = (hits: number, errors: number, ms: number): KeyStat => [
  hits,
  errors,
  hits,
  hits * ms,
];

/** A lesson of a kind, ending at `at`, with these keys' figures. */
function lesson(keys: Record<string, KeyStat>, at = 0, kind: LessonRecord["kind"] = "letters") {
  const stats = Object.values(keys);
  return {
    at,
    kind,
    ms: 60_000,
    chars: stats.reduce((sum, [hits]) => sum + hits, 0),
    errors: stats.reduce((sum, [, errors]) => sum + errors, 0),
    keys,
  } satisfies LessonRecord;
}

/** Every key given typed the same: 20 times, 19 right, at `ms` each (95 %, 12000 / ms WPM). */
const each = (keys: readonly string[], stat: KeyStat = typed(20, 1, 300)) =>
  Object.fromEntries(keys.map((key) => [key, stat]));

const inPlay = (state: LessonProgress) => keysInPlay(state, EN);

describe("recordLesson", () => {
  it("keeps the lesson, newest last", () => {
    const first = recordLesson(AT_40, lesson(each(["e"]), 1), EN);
    const second = recordLesson(first, lesson(each(["t"]), 2), EN);
    expect(second.lessons.map((record) => record.at)).toEqual([1, 2]);
  });

  it("unlocks the next key when every key in play is exactly at the targets", () => {
    const state = recordLesson(AT_40, lesson(each(START)), EN);
    expect(state.unlocked.letters).toEqual([NEXT]);
    expect(inPlay(state)).toEqual(ORDER.slice(0, START_KEYS.letters + 1));
    expect(state.lessons.at(-1)!.unlocked).toBe(NEXT);
    expect(state.lessons).toHaveLength(1);
  });

  it("unlocks nothing once every key of the kind is in play", () => {
    const all = unlockAll(AT_40, EN);
    const state = recordLesson(all, lesson(each(ORDER)), EN);
    expect(state.unlocked.letters).toEqual(all.unlocked.letters);
    expect(state.lessons.at(-1)!.unlocked).toBeUndefined();
    expect(lessonProgressSchema.parse(state)).toEqual(state);
  });

  it("unlocks nothing while no key is in play to judge, every first key skipped", () => {
    const none = { ...AT_40, skipped: { ...AT_40.skipped, letters: START } };
    expect(inPlay(none)).toEqual([]);
    expect(recordLesson(none, lesson(each(ORDER)), EN).unlocked.letters).toEqual([]);
  });

  it("unlocks nothing while one key is a WPM under the target speed", () => {
    const slow = { ...each(START), [START[3]!]: typed(20, 1, 12_000 / 39) };
    const state = recordLesson(AT_40, lesson(slow), EN);
    expect(state.unlocked.letters).toEqual([]);
    expect(state.lessons.at(-1)!.unlocked).toBeUndefined();
  });

  it("unlocks nothing while one key is a point under the target accuracy", () => {
    // 47 of 50 right: 94 %.
    const wrong = { ...each(START), [START[5]!]: typed(50, 3, 300) };
    expect(recordLesson(AT_40, lesson(wrong), EN).unlocked.letters).toEqual([]);
  });

  it("unlocks nothing while a key in play has too few keystrokes to judge", () => {
    const few = { ...each(START), [START[0]!]: typed(9, 0, 300) };
    expect(recordLesson(AT_40, lesson(few), EN).unlocked.letters).toEqual([]);
  });

  it("judges keys on their recent lessons, not on the last alone", () => {
    const slow = recordLesson(AT_40, lesson(each(START, typed(20, 1, 600))), EN);
    // One lesson at the targets after a slow one: 0.3 × 300 + 0.7 × 600 ms is still slow.
    expect(recordLesson(slow, lesson(each(START)), EN).unlocked.letters).toEqual([]);
  });

  it("unlocks one key a lesson, even when the keys after it are at the targets already", () => {
    const everything = lesson(each(ORDER));
    const once = recordLesson(AT_40, everything, EN);
    expect(once.unlocked.letters).toEqual([NEXT]);
    expect(recordLesson(once, everything, EN).unlocked.letters).toEqual([NEXT, AFTER]);
  });

  it("unlocks no more until the key unlocked last is typed to the targets", () => {
    const unlocked = recordLesson(AT_40, lesson(each(START)), EN);
    expect(recordLesson(unlocked, lesson(each(START)), EN).unlocked.letters).toEqual([NEXT]);
    const withNext = recordLesson(unlocked, lesson(each([...START, NEXT])), EN);
    expect(withNext.unlocked.letters).toEqual([NEXT, AFTER]);
  });

  it("unlocks the lesson's own kind", () => {
    const numbers = lessonKeys("numbers", "en", "qwerty", EN);
    const record = lesson(each(numbers.slice(0, START_KEYS.numbers)), 0, "numbers");
    const state = recordLesson(AT_40, record, EN);
    expect(state.unlocked).toMatchObject({ numbers: [numbers[START_KEYS.numbers]], letters: [] });
  });

  it("lets a focus the typist did not lock go after the lesson, and keeps a locked one", () => {
    const record = lesson(each(["e"]));
    expect(recordLesson(pickFocus(AT_40, "t", false), record, EN).focus).toBeNull();
    expect(recordLesson(pickFocus(AT_40, "t", true), record, EN).focus).toEqual({
      key: "t",
      locked: true,
    });
  });

  it("keeps the newest lessons only, past the most it keeps", () => {
    const full = {
      ...AT_40,
      lessons: Array.from({ length: MAX_LESSONS }, (_, at) => lesson({}, at)),
    };
    const state = recordLesson(full, lesson({}, MAX_LESSONS), EN);
    expect(state.lessons).toHaveLength(MAX_LESSONS);
    expect(state.lessons[0]!.at).toBe(1);
    expect(state.lessons.at(-1)!.at).toBe(MAX_LESSONS);
  });

  it("keeps the newest lessons only when a lesson unlocks a key, the unlocking one last", () => {
    const full = {
      ...AT_40,
      lessons: Array.from({ length: MAX_LESSONS }, (_, at) => lesson({}, at)),
    };
    const state = recordLesson(full, lesson(each(START), MAX_LESSONS), EN);
    expect(state.lessons).toHaveLength(MAX_LESSONS);
    expect(state.lessons[0]!.at).toBe(1);
    expect(state.lessons.at(-1)).toMatchObject({ at: MAX_LESSONS, unlocked: NEXT });
  });

  it("changes nothing it was given", () => {
    const before = JSON.stringify(AT_40);
    const record = lesson(each(START));
    const recordBefore = JSON.stringify(record);
    recordLesson(AT_40, record, EN);
    expect(JSON.stringify(AT_40)).toBe(before);
    expect(JSON.stringify(record)).toBe(recordBefore);
  });

  it("keeps a state the schema accepts", () => {
    const state = recordLesson(AT_40, lesson(each(START)), EN);
    expect(lessonProgressSchema.parse(state)).toEqual(state);
  });
});

describe("skipKey and unskipKey", () => {
  const skipH = () => skipKey(AT_40, START[4]!, EN);

  it("takes a key out of the lessons and unlocks the next in its place", () => {
    const skippedH = skipH();
    expect(skippedH.skipped.letters).toEqual([START[4]]);
    expect(inPlay(skippedH)).toEqual([...START.filter((_, i) => i !== 4), NEXT]);
  });

  it("leaves a skipped key out of the unlock rule", () => {
    const keys = { ...each([...START, NEXT]), [START[4]!]: typed(20, 10, 2000) };
    expect(recordLesson(skipH(), lesson(keys), EN).unlocked.letters).toEqual([NEXT, AFTER]);
  });

  it("passes over a skipped key that was not yet in play", () => {
    const state = skipKey(AT_40, NEXT, EN);
    expect(inPlay(state)).toEqual(START);
    expect(nextKey(state, EN)).toBe(AFTER);
  });

  it("changes nothing for a key skipped already or not of the lesson's kind", () => {
    const skippedH = skipH();
    expect(skipKey(skippedH, START[4]!, EN)).toBe(skippedH);
    expect(skipKey(AT_40, "7", EN)).toBe(AT_40);
  });

  it("lets the focus go with the key skipped", () => {
    expect(skipKey(pickFocus(AT_40, "e", true), "e", EN).focus).toBeNull();
    expect(skipKey(pickFocus(AT_40, "t", true), "e", EN).focus).toEqual({ key: "t", locked: true });
  });

  it("skips a key with every key in play, with no key left to take its place", () => {
    const all = unlockAll(AT_40, EN);
    const state = skipKey(all, START[0]!, EN);
    expect(state.unlocked.letters).toEqual(all.unlocked.letters);
    expect(inPlay(state)).toEqual(ORDER.slice(1));
    expect(lessonProgressSchema.parse(state)).toEqual(state);
  });

  it("brings one key back and leaves the others skipped", () => {
    const both = skipKey(skipKey(AT_40, "q", EN), "z", EN);
    expect(unskipKey(both, "q").skipped.letters).toEqual(["z"]);
  });

  it("brings a key back, keeping the key that took its place", () => {
    const back = unskipKey(skipH(), START[4]!);
    expect(back.skipped.letters).toEqual([]);
    expect(inPlay(back)).toEqual(ORDER.slice(0, START_KEYS.letters + 1));
  });
});

describe("unlockAll", () => {
  it("puts every key of the kind in play but the skipped", () => {
    const state = unlockAll(skipKey(AT_40, "q", EN), EN);
    expect(inPlay(state)).toEqual(ORDER.filter((key) => key !== "q"));
    expect(nextKey(state, EN)).toBeNull();
    expect(inPlay(setKind(state, "numbers"))).toHaveLength(START_KEYS.numbers);
  });
});

describe("resetKey", () => {
  it("drops a key's figures from every lesson and keeps the others'", () => {
    let state = recordLesson(AT_40, lesson(each(["e", "t"]), 1), EN);
    state = recordLesson(state, lesson(each(["e"]), 2), EN);
    const reset = resetKey(state, "e");
    expect(keyFigures(reset.lessons, "e")).toBeNull();
    expect(keyFigures(reset.lessons, "t")).toEqual(keyFigures(state.lessons, "t"));
    expect(reset.lessons.map((record) => record.at)).toEqual([1, 2]);
    expect(keyFigures(state.lessons, "e")).not.toBeNull();
  });
});

describe("pickFocus and clearFocus", () => {
  it("set and clear the typist's focus", () => {
    const picked = pickFocus(AT_40, "o", false);
    expect(picked.focus).toEqual({ key: "o", locked: false });
    expect(clearFocus(pickFocus(AT_40, "o", true)).focus).toBeNull();
  });
});

describe("setTargets", () => {
  it("takes targets within their bounds", () => {
    const state = setTargets(AT_40, { targetWpm: 60, targetAccuracy: 0.9 });
    expect([state.targetWpm, state.targetAccuracy]).toEqual([60, 0.9]);
  });

  it("brings targets past their bounds to them, and the speed to a whole WPM", () => {
    const low = setTargets(AT_40, { targetWpm: 5, targetAccuracy: 0.5 });
    expect([low.targetWpm, low.targetAccuracy]).toEqual([10, 0.8]);
    const high = setTargets(AT_40, { targetWpm: 500, targetAccuracy: 1.5 });
    expect([high.targetWpm, high.targetAccuracy]).toEqual([200, 1]);
    expect(setTargets(AT_40, { targetWpm: 35.6, targetAccuracy: 0.95 }).targetWpm).toBe(36);
  });

  it("keeps a target given as no number", () => {
    const state = setTargets(AT_40, { targetWpm: Number.NaN, targetAccuracy: Infinity });
    expect([state.targetWpm, state.targetAccuracy]).toEqual([40, 0.95]);
  });
});

describe("setLayout, setLanguage and setKind", () => {
  it("keeps the history and the unlocked keys when the layout changes the order", () => {
    const unlocked = recordLesson(AT_40, lesson(each(START)), EN);
    const dvorak = setLayout(unlocked, "dvorak");
    expect(dvorak.lessons).toBe(unlocked.lessons);
    const dvorakOrder = lessonKeys("letters", "en", "dvorak", EN);
    expect(inPlay(dvorak)).toEqual(
      dvorakOrder.filter((key) => dvorakOrder.slice(0, 6).includes(key) || key === NEXT),
    );
  });

  it("keeps keys unlocked in one language for when the typist comes back to it", () => {
    const FR = wordList("fr");
    let french = unlockAll(setLanguage(AT_40, "fr"), FR);
    expect(keysInPlay(french, FR)).toContain("é");
    const english = setLanguage(french, "en");
    expect(inPlay(english)).not.toContain("é");
    french = setLanguage(english, "fr");
    expect(keysInPlay(french, FR)).toContain("é");
  });

  it("lets the focus go with the kind it was picked in", () => {
    const picked = pickFocus(AT_40, "e", true);
    expect(setKind(picked, "letters")).toBe(picked);
    expect(setKind(picked, "numbers")).toMatchObject({ kind: "numbers", focus: null });
  });
});

describe("readLessonProgress", () => {
  const stored = recordLesson(pickFocus(AT_40, "t", true), lesson(each(START), 5), EN);
  const withField = (name: string, value: unknown) => JSON.stringify({ ...stored, [name]: value });

  it("reads progress as it was stored", () => {
    expect(readLessonProgress(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([
    ["nothing stored", null],
    ["broken JSON", "{version:"],
    ["a number", "1"],
    ["null", "null"],
    ["an array", "[1]"],
    ["another version", withField("version", 2)],
    ["no version", withField("version", undefined)],
  ])("reads %s as the fresh progress given", (_, raw) => {
    const fresh = newLessonProgress("de", "qwertz");
    expect(readLessonProgress(raw, fresh)).toBe(fresh);
  });

  it.each([
    ["kind", "symbols", "letters"],
    ["language", "xx", "en"],
    ["layout", "bepo", "qwerty"],
    ["targetWpm", 250, 35],
    ["targetWpm", 40.5, 35],
    ["targetWpm", "40", 35],
    ["targetAccuracy", 0.5, 0.95],
    ["focus", { key: "tt", locked: true }, null],
    ["focus", { key: "t" }, null],
  ])("reads a %s of %j as the fresh one, keeping the rest", (name, value, fresh) => {
    const read = readLessonProgress(withField(name, value));
    expect(read).toEqual({ ...stored, [name]: fresh });
  });

  it("keeps each kind's keys that are keys, once each", () => {
    const raw = withField("unlocked", {
      letters: ["s", "s", 7, "ab", null, "u"],
      numbers: "3",
      code: ["{"],
      other: ["x"],
    });
    expect(readLessonProgress(raw).unlocked).toEqual({
      letters: ["s", "u"],
      capitals: [],
      numbers: [],
      punctuation: [],
      code: ["{"],
    });
    expect(readLessonProgress(withField("skipped", "all")).skipped.letters).toEqual([]);
  });

  it("drops the lessons that are not lessons and keeps the rest", () => {
    const good = lesson({ e: typed(20, 1, 300) }, 9);
    const raw = withField("lessons", [
      good,
      { ...good, kind: "symbols" },
      { ...good, errors: good.chars + 1 },
      { ...good, ms: 0 },
      { ...good, at: -1 },
      { ...good, keys: { e: [1, 2, 0, 0] } },
      { ...good, keys: { e: [1, 0, 2, 100] } },
      { ...good, keys: { e: [1, 0, 1, -5] } },
      { ...good, keys: { the: [1, 0, 0, 0] } },
      { ...good, unlocked: "st" },
      { ...good, extra: true },
      "lesson",
      null,
      { ...good, at: 10, unlocked: "s" },
    ]);
    expect(readLessonProgress(raw).lessons).toEqual([good, { ...good, at: 10, unlocked: "s" }]);
    expect(readLessonProgress(withField("lessons", { 0: good })).lessons).toEqual([]);
  });

  it("keeps a lesson in which a key was typed wrong every time", () => {
    const wrong = lesson({ e: typed(20, 1, 300), x: typed(2, 2, 900) }, 9);
    expect(readLessonProgress(withField("lessons", [wrong])).lessons).toEqual([wrong]);
  });

  it("reads progress stored without its lists of keys as none unlocked nor skipped", () => {
    const { unlocked: _unlocked, skipped: _skipped, ...rest } = stored;
    const read = readLessonProgress(JSON.stringify(rest));
    expect(read.unlocked).toEqual(newLessonProgress().unlocked);
    expect(read.skipped).toEqual(newLessonProgress().skipped);
    expect(read.lessons).toEqual(stored.lessons);
  });

  it("keeps the newest lessons past the most it keeps", () => {
    const lessons = Array.from({ length: MAX_LESSONS + 3 }, (_, at) => lesson({}, at));
    const read = readLessonProgress(withField("lessons", lessons));
    expect(read.lessons).toHaveLength(MAX_LESSONS);
    expect(read.lessons[0]!.at).toBe(3);
  });

  it("does not let a stored key reach an object's prototype", () => {
    const raw = withField("lessons", [
      JSON.parse(
        '{"at":1,"kind":"letters","ms":1,"chars":0,"errors":0,"keys":{"__proto__":[1,0,0,0]}}',
      ),
    ]);
    const [read] = readLessonProgress(raw).lessons;
    expect(Object.getPrototypeOf(read!.keys)).toBe(Object.prototype);
    expect(Object.keys(read!.keys)).toEqual([]);
  });

  it("never throws, and always reads a progress the schema accepts", () => {
    const anything = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify({ ...stored, lessons: value })),
      fc
        .dictionary(fc.constantFrom(...Object.keys(stored)), fc.jsonValue())
        .map((fields) => JSON.stringify({ ...stored, ...fields, version: 1 })),
    );
    fc.assert(
      fc.property(anything, (raw) => {
        expect(lessonProgressSchema.safeParse(readLessonProgress(raw)).success).toBe(true);
      }),
    );
  });
});

describe("readLesson", () => {
  const good = {
    at: 9,
    kind: "letters",
    ms: 60_000,
    chars: 20,
    errors: 1,
    keys: { e: [20, 1, 20, 6000] },
  };
  const stat = (value: unknown) => ({ ...good, keys: { e: value } });
  const big = Number.MAX_SAFE_INTEGER + 1;

  it.each([
    ["errors as many as the characters", { ...good, errors: 20 }],
    ["no characters and no errors", { ...good, chars: 0, errors: 0, keys: {} }],
    ["a start at 0", { ...good, at: 0 }],
    ["the largest safe count", { ...good, at: Number.MAX_SAFE_INTEGER }],
    ["a time of 1 ms", { ...good, ms: 1 }],
    ["a key's errors as many as its hits", stat([20, 20, 20, 6000])],
    ["a key none of whose hits were timed", stat([20, 0, 0, 0])],
    ["a key timed at 0 ms", stat([20, 0, 20, 0])],
    ["a key timed in a fraction of a ms", stat([20, 0, 20, 0.5])],
    ["an unlocked key of one character", { ...good, unlocked: "s" }],
    ["a key of one astral character", { ...good, keys: { "😀": [1, 0, 1, 300] } }],
    ["no keys", { ...good, keys: {} }],
  ])("keeps a lesson with %s", (_, lesson) => {
    expect(readLesson(lesson)).toEqual(lesson);
    expect(lessonRecordSchema.parse(lesson)).toEqual(lesson);
  });

  it.each([
    ["errors past the characters", { ...good, errors: 21 }],
    ["a start not whole", { ...good, at: 1.5 }],
    ["a start before 1970", { ...good, at: -1 }],
    ["a start past the safe integers", { ...good, at: big }],
    ["characters not whole", { ...good, chars: 20.5 }],
    ["characters below 0", { ...good, chars: -1, errors: -1 }],
    ["characters as text", { ...good, chars: "20" }],
    ["errors not whole", { ...good, errors: 0.5 }],
    ["errors below 0", { ...good, errors: -1 }],
    ["errors as nothing", { ...good, errors: null }],
    ["a time of 0 ms", { ...good, ms: 0 }],
    ["a time not whole", { ...good, ms: 1.5 }],
    ["a time as text", { ...good, ms: "60000" }],
    ["no start", { ...good, at: undefined }],
    ["an unknown kind", { ...good, kind: "symbols" }],
    ["an extra field", { ...good, extra: true }],
    [
      "a field named __proto__",
      JSON.parse('{"at":1,"kind":"code","ms":1,"chars":0,"errors":0,"keys":{},"__proto__":{}}'),
    ],
    ["an unlocked key of two characters", { ...good, unlocked: "st" }],
    ["an unlocked key of none", { ...good, unlocked: "" }],
    ["an unlocked key as nothing", { ...good, unlocked: null }],
    ["a key of two characters", { ...good, keys: { th: [1, 0, 1, 300] } }],
    ["a key of none", { ...good, keys: { "": [1, 0, 1, 300] } }],
    ["keys as a list", { ...good, keys: [] }],
    ["keys as nothing", { ...good, keys: null }],
    ["keys as a number", { ...good, keys: 5 }],
    ["keys as text", { ...good, keys: "e" }],
    ["a key's errors past its hits", stat([20, 21, 20, 6000])],
    ["a key's timed hits past its hits", stat([20, 0, 21, 6000])],
    ["a key timed below 0 ms", stat([20, 0, 20, -1])],
    ["a key's time as text", stat([20, 0, 20, "6000"])],
    ["a key's time as nothing", stat([20, 0, 20, null])],
    ["a key's hits not whole", stat([20.5, 0, 20, 6000])],
    ["a key's errors below 0", stat([20, -1, 20, 6000])],
    ["a key's timed hits not whole", stat([20, 0, 0.5, 6000])],
    ["a key's hits past the safe integers", stat([big, 0, 0, 0])],
    ["a key of 3 figures", stat([20, 0, 20])],
    ["a key of 5 figures", stat([20, 0, 20, 6000, 0])],
    ["a key's figures as an object", stat({ 0: 20, 1: 0, 2: 20, 3: 6000, length: 4 })],
    ["a key's figures as text", stat("2020")],
    ["one good key and one not", { ...good, keys: { e: [1, 0, 1, 300], t: [1, 2, 1, 300] } }],
    ["no object", "lesson"],
    ["a list", [good]],
    ["nothing", null],
  ])("drops a lesson with %s", (_, lesson) => {
    expect(readLesson(lesson)).toBeNull();
    expect(lessonRecordSchema.safeParse(lesson).success).toBe(false);
  });

  it("leaves out a key named __proto__, as the schema does", () => {
    const lesson: unknown = JSON.parse(
      '{"at":1,"kind":"letters","ms":1,"chars":0,"errors":0,"keys":{"__proto__":5,"e":[1,0,1,9]}}',
    );
    const read = readLesson(lesson);
    expect(read).toEqual(lessonRecordSchema.parse(lesson));
    expect(Object.keys(read!.keys)).toEqual(["e"]);
    expect(Object.getPrototypeOf(read!.keys)).toBe(Object.prototype);
  });

  it("reads any lesson from JSON as the schema does", () => {
    const count = fc.oneof(fc.nat(20), fc.integer(), fc.double(), fc.constant(2 ** 60));
    const keyStat = fc.oneof(
      fc.tuple(fc.nat(20), fc.nat(20), fc.nat(20), fc.oneof(fc.nat(9000), fc.double())),
      fc.array(count, { maxLength: 5 }),
      fc.jsonValue(),
    );
    const key = fc.oneof(fc.string({ maxLength: 2 }), fc.constantFrom("__proto__", "😀", "é"));
    const record = fc.record(
      {
        at: count,
        kind: fc.constantFrom("letters", "code", "symbols"),
        ms: fc.oneof(fc.nat(5), fc.double()),
        chars: fc.oneof(fc.nat(20), count),
        errors: fc.oneof(fc.nat(20), count),
        keys: fc.oneof(fc.dictionary(key, keyStat), fc.jsonValue()),
        unlocked: fc.oneof(key, fc.jsonValue()),
        extra: fc.jsonValue(),
      },
      { requiredKeys: ["at", "kind", "ms", "chars", "errors", "keys"] },
    );
    fc.assert(
      fc.property(fc.oneof(record, fc.jsonValue()), (lesson) => {
        const raw = JSON.parse(JSON.stringify(lesson) ?? "null") as unknown;
        const parsed = lessonRecordSchema.safeParse(raw);
        expect(readLesson(raw)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 500 },
    );
  });
});
