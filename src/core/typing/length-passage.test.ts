import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FALLBACK_PASSAGES } from "./fallback-passages.ts";
import { buildLengthPassage, coversLength } from "./length-passage.ts";
import { CHARACTER_LENGTHS } from "./test-modes.ts";

describe("buildLengthPassage", () => {
  it("extends to the next sentence end within 1.2× the target", () => {
    const source = "Short one. This sentence ends soon. And more.";
    expect(buildLengthPassage([source], 30)).toBe("Short one. This sentence ends soon.");
  });

  it("shortens to the previous sentence end when none lies ahead but one is past 0.9×", () => {
    const source = `${"a".repeat(95)}. ${"b".repeat(100)}`;
    expect(buildLengthPassage([source], 100)).toBe(`${"a".repeat(95)}.`);
  });

  it("extends to a sentence end right at the target", () => {
    expect(buildLengthPassage(["abcde. fgh"], 5)).toBe("abcde.");
  });

  it("does not extend to a sentence end at 1.2× the target or beyond", () => {
    // Target 10: the limit is 12, and the period at index 12 would make 13 characters.
    expect(buildLengthPassage(["abcdefghijkl. rest"], 10)).toBe("abcdefghij");
    // Target 5: the limit is 6; the period at index 6 is past it, whichever way it is sought.
    expect(buildLengthPassage(["abcdef. gh"], 5)).toBe("abcde");
  });

  it("shortens to a sentence end at exactly 0.9× the target, not before", () => {
    expect(buildLengthPassage([`${"a".repeat(89)}. ${"b".repeat(100)}`], 100)).toBe(
      `${"a".repeat(89)}.`,
    );
    expect(buildLengthPassage([`${"a".repeat(88)}. ${"b".repeat(100)}`], 100)).toBe(
      `${"a".repeat(88)}. ${"b".repeat(10)}`,
    );
  });

  it("ignores the source's surrounding whitespace, and builds nothing from nothing", () => {
    expect(buildLengthPassage(["  Go on.  "], 20)).toBe("Go on. Go on. Go on.");
    expect(buildLengthPassage(["   "], 20)).toBe("");
    expect(buildLengthPassage(["Go on."], 0)).toBe("");
  });

  it("cuts at the word end nearest the target when no sentence end is near", () => {
    const source = "word ".repeat(100);
    const built = buildLengthPassage([source], 300);
    expect(built.length).toBeLessThanOrEqual(300);
    expect(built).not.toMatch(/\s$/);
    // Word ends at 9 and 12 both lie in range (9–12): the one at or before the target wins.
    expect(buildLengthPassage(["aaaa bbbb cc dd"], 10)).toBe("aaaa bbbb");
    // With no word end at or before the target in range, it goes forward to the next one.
    expect(buildLengthPassage(["abcdefgh ijklmnopqrstu vw"], 20)).toBe("abcdefgh ijklmnopqrstu");
  });

  it("prefers a sentence end at the target to one further on, and takes one at the limit", () => {
    // Target 20 (range 18–24): sentence ends at 20 and at 24.
    const a19 = "a".repeat(19);
    expect(buildLengthPassage([`${a19}. bb. cccc`], 20)).toBe(`${a19}.`);
    // The only sentence end is at the limit, 24: it wins over the word end at 18.
    const a18 = "a".repeat(18);
    expect(buildLengthPassage([`${a18} bbbb. cc`], 20)).toBe(`${a18} bbbb.`);
  });

  it("shortens to a sentence end at 0.9× rather than to a later word end", () => {
    const a89 = "a".repeat(89);
    expect(buildLengthPassage([`${a89}. bbbbb ${"c".repeat(100)}`], 100)).toBe(`${a89}.`);
  });

  it("takes the last word end at or before the target, not an earlier one", () => {
    // Target 20 (range 18–24): word ends at 18, 20 and 23.
    const a18 = "a".repeat(18);
    expect(buildLengthPassage([`${a18} b cc ddddddd`], 20)).toBe(`${a18} b`);
  });

  it("skips blank passages rather than joining them as extra spaces", () => {
    expect(buildLengthPassage(["Go on.", "   ", "Go on."], 12)).toBe("Go on. Go on.");
  });

  it("drops the spaces a cut at the target would end with", () => {
    // Target 10 (range 9–12): the word ends at 6 and 21 lie outside it.
    expect(buildLengthPassage(["aaaaaa    bbbbbbbbbbb"], 10)).toBe("aaaaaa");
  });

  it("builds nothing for a target below zero", () => {
    expect(buildLengthPassage(["Go on and on and on."], -5)).toBe("");
  });

  it("ends at a question mark, an exclamation mark or a closing quote as at a period", () => {
    expect(buildLengthPassage(["Is it far? It is not far at all."], 9)).toBe("Is it far?");
    expect(buildLengthPassage(["Go on! And on."], 6)).toBe("Go on!");
    expect(buildLengthPassage(['She said "go." Then left.'], 13)).toBe('She said "go."');
  });

  it("does not take a decimal point for a sentence end", () => {
    expect(buildLengthPassage(["It weighs 3.25 kilograms. More"], 12)).toBe("It weighs 3.25");
  });

  it("joins distinct passages in the order served before repeating any", () => {
    const sources = ["First one here.", "Second one here.", "Third one here."];
    expect(buildLengthPassage(sources, 30)).toBe("First one here. Second one here.");
    expect(buildLengthPassage(sources, 44)).toBe(
      "First one here. Second one here. Third one here.",
    );
    // Too few for the target: only then does it start over.
    expect(buildLengthPassage(sources.slice(0, 2), 44)).toBe(
      "First one here. Second one here. First one here.",
    );
  });

  it("repeats a short passage, joined by a space", () => {
    const built = buildLengthPassage(["Go on."], 20);
    expect(built.startsWith("Go on. Go on. Go on.")).toBe(true);
  });

  it("stays within 0.9× and 1.2× the target for every built-in passage and test length", () => {
    for (const passage of FALLBACK_PASSAGES) {
      for (const target of CHARACTER_LENGTHS) {
        const built = buildLengthPassage([passage.text], target);
        expect(built.length).toBeGreaterThanOrEqual(target * 0.9);
        expect(built.length).toBeLessThanOrEqual(target * 1.2);
        // It ends a sentence unless no sentence ends anywhere in the allowed window.
        const repeated = `${passage.text} `.repeat(
          Math.ceil((target * 1.2) / passage.text.length) + 1,
        );
        const window = repeated.slice(Math.ceil(target * 0.9) - 1, Math.floor(target * 1.2));
        if (window.includes(".")) expect(built.endsWith(".")).toBe(true);
      }
    }
  });

  it("never exceeds 1.2× the target and never ends in whitespace", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 400 }),
        fc.integer({ min: 1, max: 2000 }),
        (source, target) => {
          const built = buildLengthPassage([source], target);
          expect(built.length).toBeLessThanOrEqual(Math.floor(target * 1.2));
          expect(built).toBe(built.trimEnd());
        },
      ),
    );
  });

  it("never ends inside a word of ordinary prose", () => {
    const prose = FALLBACK_PASSAGES.map((passage) => passage.text);
    for (const target of [...CHARACTER_LENGTHS, 137, 451, 999]) {
      for (let start = 0; start < prose.length; start += 3) {
        const sources = [...prose.slice(start), ...prose.slice(0, start)];
        const built = buildLengthPassage(sources, target);
        const joined = sources.join(" ");
        expect(joined.startsWith(built)).toBe(true);
        expect(joined.charAt(built.length)).toMatch(/^\s?$/);
      }
    }
  });
});

describe("coversLength", () => {
  it("asks for passages until they reach 1.2× the target, counting the joining spaces", () => {
    // Target 300: a 360-character text is the most the test may show.
    const texts = (...lengths: number[]) => lengths.map((length) => ({ text: "a".repeat(length) }));
    expect(coversLength(texts(), 300)).toBe(false);
    expect(coversLength(texts(359), 300)).toBe(false);
    expect(coversLength(texts(360), 300)).toBe(true);
    expect(coversLength(texts(179, 179), 300)).toBe(false);
    expect(coversLength(texts(179, 180), 300)).toBe(true);
    // Surrounding spaces are trimmed, as the builder trims them.
    expect(coversLength([{ text: ` ${"a".repeat(359)} ` }], 300)).toBe(false);
  });
});
