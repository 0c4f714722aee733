import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { wordList } from "../../../tests/support/word-lists.ts";
import { KEYBOARD_LAYOUTS, keyboardLayout, rowOf } from "../insight/keyboard-layouts.ts";
import { LANGUAGE_LETTERS } from "../texts/language-letters.ts";
import { LANGUAGES } from "../texts/languages.ts";
import {
  CODE_ORDER,
  DIGIT_ORDER,
  PUNCTUATION_ORDER,
  START_KEYS,
  VOWELS,
  capitalOf,
  lessonKeys,
  letterOrder,
  lowerLetters,
} from "./lesson-keys.ts";

const EN = wordList("en");
const start = (order: readonly string[]) => order.slice(0, START_KEYS.letters);
const sorted = (chars: Iterable<string>) => [...chars].sort();

describe("letterOrder", () => {
  it("starts English on QWERTY with its commonest letters, e and t among them", () => {
    const order = letterOrder("en", "qwerty", EN);
    expect(sorted(start(order))).toEqual(sorted("aehiot"));
    // The rarest letters come last.
    expect(sorted(order.slice(-4))).toEqual(sorted("jqxz"));
  });

  it("follows the layout: Dvorak starts on its home row, in another order than QWERTY's", () => {
    const dvorak = letterOrder("en", "dvorak", EN);
    expect(dvorak).not.toEqual(letterOrder("en", "qwerty", EN));
    for (const letter of start(dvorak)) {
      expect(rowOf(keyboardLayout("dvorak"), letter), letter).toBe("home");
    }
  });

  it("unlocks a letter sooner where its key is easier", () => {
    // n: on QWERTY's bottom row, on Colemak's home row under the right index finger.
    const qwerty = letterOrder("en", "qwerty", EN);
    const colemak = letterOrder("en", "colemak", EN);
    expect(colemak.indexOf("n")).toBeLessThan(qwerty.indexOf("n"));
  });

  it("orders French and Russian by their own letters, é and ё among them", () => {
    const french = letterOrder("fr", "azerty", wordList("fr"));
    expect(sorted(french)).toEqual(sorted(lowerLetters("fr")));
    expect(french).toContain("é");
    expect(start(french)).toContain("e");
    const russian = letterOrder("ru", "qwerty", wordList("ru"));
    expect(sorted(russian)).toEqual(sorted("абвгдеёжзийклмнопрстуфхцчшщъыьэюя"));
    expect(sorted(start(russian))).toEqual(sorted("оетани"));
  });

  it("orders letters no layout key types by their frequency alone, whatever the layout", () => {
    const russian = wordList("ru");
    for (const layout of KEYBOARD_LAYOUTS) {
      expect(letterOrder("ru", layout.id, russian)).toEqual(letterOrder("ru", "qwerty", russian));
    }
  });

  it("gives the same order every time", () => {
    expect(letterOrder("de", "qwertz", wordList("de"))).toEqual(
      letterOrder("de", "qwertz", [...wordList("de")]),
    );
  });

  it("counts a German noun's capital as its letter's key", () => {
    // Z only in capitalised nouns: it still counts, ahead of letters that never come.
    const order = letterOrder("de", "qwertz", ["Zeit", "Zug"]);
    expect(order.indexOf("z")).toBeLessThan(order.indexOf("b"));
  });

  it("weighs a word by its rank: one common word outweighs a rarer one", () => {
    // Both words hold one letter each, on keys of the same ease (QWERTY's f and j).
    expect(letterOrder("en", "qwerty", ["f", "j"]).indexOf("f")).toBe(0);
    expect(letterOrder("en", "qwerty", ["j", "f"]).indexOf("j")).toBe(0);
  });

  it("swaps the best vowels in for the last consonants when the start holds fewer than two", () => {
    // Ten letters of equal frequency: d and h (home row, index and middle fingers) lead, then l
    // and s, then r and t; o (top row, ring finger) and a (home row, pinky) come later.
    const order = letterOrder("en", "qwerty", ["tnsrhdlcmo", "a"]);
    expect(order.slice(0, 8)).toEqual([..."dhlsoart"]);
  });

  it("breaks ties by the alphabet, whatever order the words give the letters in", () => {
    // j and f: equally frequent, on keys of the same ease; the same for the vowels' o and e.
    expect(letterOrder("en", "qwerty", ["jf"]).slice(0, 2)).toEqual(["f", "j"]);
    expect(letterOrder("en", "qwerty", ["jf", "oe"]).slice(0, 2)).toEqual(["f", "j"]);
    // No vowel in the words: the two swapped in are a and e, which stay in that order.
    const start = letterOrder("en", "qwerty", ["bcdfgh"]).slice(0, START_KEYS.letters);
    expect(start.filter((letter) => VOWELS.en.includes(letter))).toEqual(["a", "e"]);
  });

  it("counts a word list's letters once per language, however often the order is asked for", () => {
    const words = [...EN];
    const slice = vi.spyOn(words, "slice");
    letterOrder("en", "qwerty", words);
    letterOrder("en", "dvorak", words);
    expect(slice).toHaveBeenCalledTimes(1);
    letterOrder("fr", "azerty", words);
    expect(slice).toHaveBeenCalledTimes(2);
  });

  it("keeps letters of no frequency in the alphabet's order", () => {
    expect(letterOrder("en", "qwerty", []).join("")).toBe("abcdefghijklmnopqrstuvwxyz");
  });

  it("orders every language's letters once each, with two vowels to start, from any word list", () => {
    const words = fc.array(fc.string({ unit: fc.constantFrom(..."etaoinshrdlucmwyfgpbvkjxqzé") }));
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), words, (language, list) => {
        const order = letterOrder(language, "qwerty", list);
        expect(sorted(order)).toEqual(sorted(lowerLetters(language)));
        const vowels = start(order).filter((letter) => VOWELS[language].includes(letter));
        expect(vowels.length).toBeGreaterThanOrEqual(2);
      }),
    );
  });
});

describe("VOWELS", () => {
  it("are letters of their language, lower-case", () => {
    for (const language of LANGUAGES) {
      for (const vowel of VOWELS[language]) expect(lowerLetters(language)).toContain(vowel);
    }
  });
});

describe("capitalOf", () => {
  it("capitalises by the language's rule", () => {
    expect(capitalOf("i", "tr")).toBe("İ");
    expect(capitalOf("ı", "tr")).toBe("I");
    expect(capitalOf("i", "en")).toBe("I");
    expect(capitalOf("ά", "el")).toBe("Ά");
    expect(capitalOf("é", "fr")).toBe("É");
  });

  it("has none for a letter without a capital of its own", () => {
    expect(capitalOf("ß", "de")).toBeNull();
    expect(capitalOf("א", "he")).toBeNull();
    expect(capitalOf("ΐ", "el")).toBeNull();
  });
});

describe("lessonKeys", () => {
  it("gives the letters' order for letters, and their capitals in the same order", () => {
    const letters = lessonKeys("letters", "en", "workman", EN);
    expect(letters).toEqual(letterOrder("en", "workman", EN));
    expect(lessonKeys("capitals", "en", "workman", EN)).toEqual(
      letters.map((letter) => letter.toUpperCase()),
    );
  });

  it("gives each capital once, and none where the language has no capitals", () => {
    const greek = lessonKeys("capitals", "el", "qwerty", wordList("el"));
    // σ and ς share Σ.
    expect(greek.filter((capital) => capital === "Σ")).toHaveLength(1);
    expect(new Set(greek).size).toBe(greek.length);
    for (const capital of greek) expect(LANGUAGE_LETTERS.el).toContain(capital);
    expect(lessonKeys("capitals", "de", "qwertz", wordList("de"))).not.toContain("ẞ");
    expect(lessonKeys("capitals", "he", "qwerty", wordList("he"))).toEqual([]);
  });

  it("starts the digits under the index fingers and ends them under the pinkies", () => {
    const digits = lessonKeys("numbers", "en", "qwerty", EN);
    expect(sorted(digits)).toEqual(sorted("0123456789"));
    expect(sorted(digits.slice(0, START_KEYS.numbers))).toEqual(sorted("4567"));
    expect(sorted(digits.slice(-2))).toEqual(sorted("01"));
    expect(digits).toBe(DIGIT_ORDER);
  });

  it("lists the punctuation marks and the code symbols once each", () => {
    expect(sorted(lessonKeys("punctuation", "fr", "azerty", []))).toEqual(sorted(".,'?!;:\"-()"));
    expect(PUNCTUATION_ORDER.slice(0, 2)).toEqual([".", ","]);
    expect(sorted(lessonKeys("code", "en", "qwerty", EN))).toEqual(
      sorted("(){}[]=;.,\"'<>+-*/_&|!:#$%^~`"),
    );
    expect(CODE_ORDER.slice(0, START_KEYS.code).join("")).toBe("(){}[]");
  });
});
