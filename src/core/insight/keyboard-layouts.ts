/** One key: the character it types, and the one it types with Shift ("" when no other). */
export interface Key {
  base: string;
  shift: string;
}

export type LayoutId = "qwerty" | "azerty" | "qwertz" | "dvorak" | "colemak";

/**
 * A keyboard as a heatmap draws it: the number row, the three letter rows and the space bar,
 * each row's keys left to right. Only keys that type characters are listed.
 */
export interface KeyboardLayout {
  id: LayoutId;
  name: string;
  rows: readonly (readonly Key[])[];
}

const keysByChar = new WeakMap<KeyboardLayout, Map<string, Key>>();

/** Rows written as "qQ wW …": each key its base character, then its shifted one if any. */
function layout(id: LayoutId, name: string, rows: string[]): KeyboardLayout {
  const parsed = rows.map((row) =>
    row.split(" ").map((key): Key => ({ base: key[0]!, shift: key.slice(1) })),
  );
  parsed.push([{ base: " ", shift: "" }]);
  const result: KeyboardLayout = { id, name, rows: parsed };
  const byChar = new Map<string, Key>();
  for (const key of parsed.flat()) {
    byChar.set(key.base, key);
    if (key.shift) byChar.set(key.shift, key);
  }
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
