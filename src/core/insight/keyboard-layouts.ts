/** One key: the character it types, and the one it types with Shift ("" when no other). */
export interface Key {
  base: string;
  shift: string;
}

export type LayoutId =
  "qwerty" | "azerty" | "qwertz" | "dvorak" | "colemak" | "colemak-dh" | "workman";

/**
 * A keyboard as a heatmap draws it: the number row, the three letter rows and the space bar,
 * each row's keys left to right. Only keys that type characters are listed.
 */
export interface KeyboardLayout {
  id: LayoutId;
  name: string;
  rows: readonly (readonly Key[])[];
}

/** The rows of a layout, top to bottom, as lessons and the on-screen keyboard name them. */
const KEY_ROWS = ["number", "top", "home", "bottom", "space"] as const;
export type KeyRow = (typeof KEY_ROWS)[number];

/** The finger that types a key in standard touch typing. */
export type Finger =
  | "left-pinky"
  | "left-ring"
  | "left-middle"
  | "left-index"
  | "right-index"
  | "right-middle"
  | "right-ring"
  | "right-pinky"
  | "thumb";

/**
 * The finger of each column of a letter row, Q's column first: on a row-staggered board each
 * index finger takes two columns (F and G, H and J) and the right pinky everything past the ring
 * finger's column.
 */
const FINGER_BY_COLUMN: readonly Finger[] = [
  "left-pinky",
  "left-ring",
  "left-middle",
  "left-index",
  "left-index",
  "right-index",
  "right-index",
  "right-middle",
  "right-ring",
];

interface KeyPlace {
  row: KeyRow;
  finger: Finger;
}

/**
 * A key's row and finger from where it sits. Two rows start with a key left of the letter rows'
 * first column: the number row with ` (² on AZERTY, ^ on QWERTZ) before 1, which sits over Q;
 * and an ISO board's (AZERTY, QWERTZ) bottom row with < between the left Shift and Z (W on
 * AZERTY), which sits under A. Their columns count from the key after, and the left pinky types
 * the extra key as well.
 */
function placeOf(rows: readonly (readonly Key[])[], row: number, column: number): KeyPlace {
  const rowName = KEY_ROWS[row]!;
  if (rowName === "space") return { row: rowName, finger: "thumb" };
  // An ISO board's bottom row has 11 keys, a US board's 10 (as the heatmap draws them).
  const extraKeyFirst = rowName === "number" || (rowName === "bottom" && rows[row]!.length > 10);
  const qColumn = Math.max(0, column - (extraKeyFirst ? 1 : 0));
  return { row: rowName, finger: FINGER_BY_COLUMN[qColumn] ?? "right-pinky" };
}

const keysByChar = new WeakMap<KeyboardLayout, Map<string, Key>>();
const places = new WeakMap<Key, KeyPlace>();

/** Rows written as "qQ wW …": each key its base character, then its shifted one if any. */
function layout(id: LayoutId, name: string, rows: string[]): KeyboardLayout {
  const parsed = rows.map((row) =>
    row.split(" ").map((key): Key => ({ base: key[0]!, shift: key.slice(1) })),
  );
  parsed.push([{ base: " ", shift: "" }]);
  const result: KeyboardLayout = { id, name, rows: parsed };
  const byChar = new Map<string, Key>();
  parsed.forEach((row, r) =>
    row.forEach((key, column) => {
      byChar.set(key.base, key);
      if (key.shift) byChar.set(key.shift, key);
      places.set(key, placeOf(parsed, r, column));
    }),
  );
  keysByChar.set(result, byChar);
  return result;
}

const US_NUMBERS = "`~ 1! 2@ 3# 4$ 5% 6^ 7& 8* 9( 0) -_ =+";

export const KEYBOARD_LAYOUTS: readonly KeyboardLayout[] = [
  layout("qwerty", "QWERTY", [
    US_NUMBERS,
    "qQ wW eE rR tT yY uU iI oO pP [{ ]} \\|",
    "aA sS dD fF gG hH jJ kK lL ;: '\"",
    "zZ xX cC vV bB nN mM ,< .> /?",
  ]),
  // French: the number row types symbols and its digits need Shift.
  layout("azerty", "AZERTY", [
    "² &1 é2 \"3 '4 (5 -6 è7 _8 ç9 à0 )° =+",
    "aA zZ eE rR tT yY uU iI oO pP ^¨ $£",
    "qQ sS dD fF gG hH jJ kK lL mM ù% *µ",
    "<> wW xX cC vV bB nN ,? ;. :/ !§",
  ]),
  // German.
  layout("qwertz", "QWERTZ", [
    '^° 1! 2" 3§ 4$ 5% 6& 7/ 8( 9) 0= ß? ´`',
    "qQ wW eE rR tT zZ uU iI oO pP üÜ +*",
    "aA sS dD fF gG hH jJ kK lL öÖ äÄ #'",
    "<> yY xX cC vV bB nN mM ,; .: -_",
  ]),
  layout("dvorak", "Dvorak", [
    "`~ 1! 2@ 3# 4$ 5% 6^ 7& 8* 9( 0) [{ ]}",
    "'\" ,< .> pP yY fF gG cC rR lL /? =+ \\|",
    "aA oO eE uU iI dD hH tT nN sS -_",
    ";: qQ jJ kK xX bB mM wW vV zZ",
  ]),
  layout("colemak", "Colemak", [
    US_NUMBERS,
    "qQ wW fF pP gG jJ lL uU yY ;: [{ ]} \\|",
    "aA rR sS tT dD hH nN eE iI oO '\"",
    "zZ xX cC vV bB kK mM ,< .> /?",
  ]),
  // Colemak Mod-DH on a row-staggered (ANSI) board: D and H move down to the bottom row.
  layout("colemak-dh", "Colemak-DH", [
    US_NUMBERS,
    "qQ wW fF pP bB jJ lL uU yY ;: [{ ]} \\|",
    "aA rR sS tT gG mM nN eE iI oO '\"",
    "zZ xX cC dD vV kK hH ,< .> /?",
  ]),
  layout("workman", "Workman", [
    US_NUMBERS,
    "qQ dD rR wW bB jJ fF uU pP ;: [{ ]} \\|",
    "aA sS hH tT gG yY nN eE oO iI '\"",
    "zZ xX mM cC vV kK lL ,< .> /?",
  ]),
];

export const DEFAULT_LAYOUT: LayoutId = "qwerty";

export function keyboardLayout(id: LayoutId): KeyboardLayout {
  return KEYBOARD_LAYOUTS.find((candidate) => candidate.id === id)!;
}

/**
 * The key that types a character, with or without Shift, so "Q" and "q", "!" and "1" light the
 * same key; "space" (a key-statistics name) finds the space bar. Null for a character the
 * layout has no key for.
 */
export function findKey(layout: KeyboardLayout, char: string): Key | null {
  return keysByChar.get(layout)!.get(char === "space" ? " " : char) ?? null;
}

/**
 * The finger that types a character in standard touch typing, so an on-screen keyboard can
 * show which finger to use for the next key: the thumb for the space bar. Null for a character
 * the layout has no key for.
 */
export function fingerOf(layout: KeyboardLayout, char: string): Finger | null {
  const key = findKey(layout, char);
  return key && places.get(key)!.finger;
}

/**
 * The row of the key that types a character: lessons take home-row keys as the easiest to
 * learn, then the top and the bottom row. Null for a character the layout has no key for.
 */
export function rowOf(layout: KeyboardLayout, char: string): KeyRow | null {
  const key = findKey(layout, char);
  return key && places.get(key)!.row;
}
