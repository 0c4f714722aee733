import { memo, useLayoutEffect, useRef } from "react";
import {
  type Finger,
  type Key,
  type KeyboardLayout,
  fingerOf,
  keyboardLayout,
} from "../../core/insight/keyboard-layouts.ts";
import { keyLabel } from "../../core/insight/key-label.ts";
import { useKeyboardLayout } from "../lib/keyboard-layout-store.ts";
import { KEY_UNIT, SPACE_KEYS, rowOffset } from "../ui/keyboard-geometry.ts";
import type { NextKeySignal } from "./next-key-signal.ts";
import { keyPress } from "./on-screen-keys.ts";

/**
 * Each finger's colour, the band under its keys: one hue per finger, the same on both hands, so
 * the band and the words under the keyboard say the same. Fixed colours rather than the theme's,
 * which has too few hues; they are marks beside text, never text.
 */
const FINGER_COLOURS: Record<string, string> = {
  pinky: "#a78bfa",
  ring: "#38bdf8",
  middle: "#34d399",
  index: "#f59e0b",
  thumb: "#9ca3af",
};
const colourOf = (finger: Finger) => FINGER_COLOURS[finger.split("-").at(-1)!]!;

/** The next key and the Shift to hold with it, lit by an attribute the classes below read. */
const KEY =
  "relative flex shrink-0 flex-col items-center justify-center rounded border border-gray-700 border-b-4 bg-gray-900 font-mono text-[0.65rem] leading-none text-gray-300 sm:text-xs data-next:border-amber-400 data-next:bg-amber-400/25 data-next:font-bold data-next:text-gray-100 data-next:outline-2 data-next:outline-amber-400";

const size = (keys: number) => ({
  width: `calc(${keys} * ${KEY_UNIT} - 0.25rem)`,
  height: `calc(${KEY_UNIT} - 0.25rem)`,
});

/** What a key shows: a letter as printed, upper case; other keys their shifted sign above. */
function KeyFace({ keyOf }: { keyOf: Key }) {
  const { base, shift } = keyOf;
  if (base === " ") return null;
  const letter = shift !== "" && shift === base.toUpperCase();
  if (letter || !shift) return <span>{keyLabel(base)}</span>;
  return (
    <>
      <span className="text-[0.55rem] text-gray-400 sm:text-[0.65rem]">{shift}</span>
      <span>{base}</span>
    </>
  );
}

function ShiftKey({ side, keys }: { side: "left" | "right"; keys: number }) {
  return (
    <span
      data-shift-key={side}
      className={KEY}
      style={{ ...size(keys), borderBottomColor: colourOf(`${side}-pinky`) }}
    >
      Shift
    </span>
  );
}

/** The bottom row's Shift keys fill it to the board's width, as on a real keyboard. */
function shiftWidths(layout: KeyboardLayout): [number, number] {
  const left = rowOffset(layout, 3);
  return [left, 14.5 - left - layout.rows[3]!.length];
}

/**
 * The typist's keyboard layout drawn under the typing area (issue 35): each key with a band in
 * its finger's colour, and the next key to type lit, with its finger named. A keystroke moves
 * the light by toggling one attribute on the keys it leaves and reaches (`signal`), outside
 * React's render, so typing costs no render here.
 */
export const OnScreenKeyboard = memo(function OnScreenKeyboard({
  signal,
}: {
  signal: NextKeySignal;
}) {
  const layout = keyboardLayout(useKeyboardLayout());
  const boardRef = useRef<HTMLDivElement>(null);
  const wordsRef = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    const keys = new Map<string, Element>();
    for (const element of board.querySelectorAll("[data-base]")) {
      keys.set(element.getAttribute("data-base")!, element);
    }
    const shifts = {
      left: board.querySelector('[data-shift-key="left"]'),
      right: board.querySelector('[data-shift-key="right"]'),
    };
    let lit: (Element | null)[] = [];
    const show = (char: string | null) => {
      for (const element of lit) element?.removeAttribute("data-next");
      const press = char === null ? null : keyPress(layout, char);
      lit = press ? [keys.get(press.key.base) ?? null, press.shift && shifts[press.shift]] : [];
      for (const element of lit) element?.setAttribute("data-next", "");
      if (wordsRef.current) {
        wordsRef.current.textContent = press
          ? `${char === " " ? "Space" : char}: ${press.words}`
          : "";
      }
    };
    show(signal.get());
    const unsubscribe = signal.subscribe(show);
    return () => {
      unsubscribe();
      for (const element of lit) element?.removeAttribute("data-next");
    };
  }, [signal, layout]);

  const [leftShift, rightShift] = shiftWidths(layout);
  return (
    <div data-testid="on-screen-keyboard" className="tt-static mx-auto w-full max-w-2xl space-y-2">
      <div
        ref={boardRef}
        role="img"
        aria-label={`On-screen ${layout.name} keyboard: the next key is lit, and the finger to type it named under it`}
        className="@container space-y-1"
      >
        {layout.rows.map((row, r) => (
          <div
            key={r}
            className="flex gap-1"
            style={{ paddingLeft: r === 3 ? 0 : `calc(${rowOffset(layout, r)} * ${KEY_UNIT})` }}
          >
            {r === 3 && <ShiftKey side="left" keys={leftShift} />}
            {row.map((key) => {
              const finger = fingerOf(layout, key.base);
              return (
                <span
                  key={key.base}
                  data-base={key.base}
                  className={KEY}
                  style={{
                    ...size(key.base === " " ? SPACE_KEYS : 1),
                    borderBottomColor: finger ? colourOf(finger) : undefined,
                  }}
                >
                  <KeyFace keyOf={key} />
                </span>
              );
            })}
            {r === 3 && rightShift >= 1 && <ShiftKey side="right" keys={rightShift} />}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <p
          ref={wordsRef}
          data-testid="next-key-finger"
          className="min-h-5 font-medium text-gray-100"
        />
        <ul aria-label="Finger colours" className="flex flex-wrap gap-x-3 text-xs text-gray-300">
          {Object.entries(FINGER_COLOURS).map(([finger, colour]) => (
            <li key={finger} className="flex items-center gap-1">
              <span
                aria-hidden="true"
                className="inline-block h-1 w-3 rounded-full"
                style={{ background: colour }}
              />
              {finger[0]!.toUpperCase() + finger.slice(1)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
});
