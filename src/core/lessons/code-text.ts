import { chance, pick } from "../texts/seeded-random.ts";
import { FOCUS_SHARE, type TextParts, fillText } from "./text-parts.ts";

/** How far down the word list code takes its names from: short common words read as names. */
export const NAME_WORDS = 500;
/** Names code has whatever its words: loop counters, coordinates, a count. */
export const SHORT_NAMES = ["i", "j", "n", "x", "y"];

type Names = () => string;

/**
 * Fragments of code as programs are full of, each with the symbols it needs. Every symbol has
 * one needing it alone but the brackets, which need their pair.
 */
const FRAGMENTS: { symbols: string; make(name: Names): string }[] = [
  { symbols: "()", make: (name) => `${name()}(${name()})` },
  { symbols: "(),", make: (name) => `${name()}(${name()}, ${name()})` },
  { symbols: "[]", make: (name) => `${name()}[${name()}]` },
  { symbols: "{}", make: (name) => `{ ${name()} }` },
  { symbols: "{}:,", make: (name) => `{ ${name()}: ${name()}, ${name()}: ${name()} }` },
  { symbols: "=", make: (name) => `${name()} = ${name()}` },
  { symbols: "=;", make: (name) => `${name()} = ${name()};` },
  { symbols: ";", make: (name) => `${name()};` },
  { symbols: ".", make: (name) => `${name()}.${name()}` },
  { symbols: ".()", make: (name) => `${name()}.${name()}()` },
  { symbols: ",", make: (name) => `${name()}, ${name()}` },
  { symbols: '"', make: (name) => `"${name()}"` },
  { symbols: "'", make: (name) => `'${name()}'` },
  { symbols: "<", make: (name) => `${name()} < ${name()}` },
  { symbols: ">", make: (name) => `${name()} > ${name()}` },
  { symbols: "=>", make: (name) => `${name()} => ${name()}` },
  { symbols: "<>", make: (name) => `${name()}<${name()}>` },
  { symbols: "+", make: (name) => `${name()} + ${name()}` },
  { symbols: "+=;", make: (name) => `${name()} += ${name()};` },
  { symbols: "-", make: (name) => `${name()} - ${name()}` },
  { symbols: "*", make: (name) => `${name()} * ${name()}` },
  { symbols: "/", make: (name) => `${name()} / ${name()}` },
  { symbols: "/*", make: (name) => `/* ${name()} */` },
  { symbols: "_", make: (name) => `${name()}_${name()}` },
  { symbols: "&", make: (name) => `&${name()}` },
  { symbols: "&", make: (name) => `${name()} && ${name()}` },
  { symbols: "|", make: (name) => `${name()} || ${name()}` },
  { symbols: "!", make: (name) => `!${name()}` },
  { symbols: "!=;", make: (name) => `${name()} != ${name()};` },
  { symbols: ":", make: (name) => `${name()}: ${name()}` },
  { symbols: "#", make: (name) => `#${name()}` },
  { symbols: "$", make: (name) => `$${name()}` },
  { symbols: "%", make: (name) => `${name()} % ${name()}` },
  { symbols: "^", make: (name) => `${name()} ^ ${name()}` },
  { symbols: "~", make: (name) => `~${name()}` },
  { symbols: "`", make: (name) => `\`${name()}\`` },
];

/**
 * A code lesson: fragments of code (f(x, y), items[i], { a: b }, a => b, x != y;) built from
 * names and the symbols in play, FOCUS_SHARE of them holding the focus symbol. Names are the
 * list's short words in a–z, as code is written in them whatever the typist's language, and
 * SHORT_NAMES; a list without such words leaves the short names alone.
 */
export function codeText({ keys, focus, words, random, length }: TextParts): string {
  const names = [
    ...SHORT_NAMES,
    ...words.slice(0, NAME_WORDS).filter((word) => /^[a-z]{2,6}$/.test(word)),
  ];
  const name = () => pick(random, names);
  const usable = FRAGMENTS.filter(({ symbols }) => [...symbols].every((s) => keys.includes(s)));
  const focused = usable.filter(({ symbols }) => focus !== null && symbols.includes(focus));
  // Only unpaired brackets in play (their pairs skipped) make no code.
  if (usable.length === 0) return "";
  return fillText(length, () => {
    const from = focused.length && chance(random, FOCUS_SHARE) ? focused : usable;
    return pick(random, from).make(name);
  });
}
