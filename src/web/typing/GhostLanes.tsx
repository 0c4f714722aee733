import { type RefObject, memo, useEffect, useId, useRef } from "react";
import type { GhostTrack } from "../../core/typing/ghost-track.ts";
import { raceGhost } from "./ghost-mover.ts";

function Lane({
  bar,
  label,
  passageLength,
  ghost,
  rtl,
}: {
  bar: RefObject<HTMLDivElement | null>;
  label: string;
  passageLength: number;
  ghost: boolean;
  rtl: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-1 sm:grid-cols-[minmax(0,15rem)_1fr] sm:items-center sm:gap-4">
      <span className="flex min-w-0 items-center gap-2 text-sm text-gray-300">
        {/* The caret's own line, so each lane says which caret in the text is its own. */}
        <span
          aria-hidden="true"
          className={`shrink-0 ${ghost ? "tt-ghost-swatch" : "tt-you-swatch bg-amber-400"}`}
        />
        <span id={id} className="truncate">
          {label}
        </span>
      </span>
      <div
        ref={bar}
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={passageLength}
        aria-valuenow={0}
        className="tt-lane h-2 overflow-hidden rounded-full bg-gray-700"
      >
        <div
          className={`tt-lane-fill h-full ${ghost ? "tt-lane-ghost" : "bg-amber-400"}`}
          // Filled from where the text starts: the right, for text written right to left.
          style={{ transformOrigin: rtl ? "right" : "left", transform: "scaleX(0)" }}
        />
      </div>
    </div>
  );
}

interface GhostLanesProps {
  /** The element the passage is drawn in (TypingArea's passageHost). */
  host: RefObject<HTMLElement | null>;
  /** The past run raced, from its keystrokes. */
  track: GhostTrack;
  /** Its lane's name: 'Your run of Nov 12 (55 WPM)'. */
  label: string;
  /** performance.now() at the typist's first key; null before it. */
  startedAt: number | null;
  /** How much the typist has typed this moment. */
  readTypedLength: () => number;
  passageLength: number;
  rtl: boolean;
}

/**
 * Racing a past run (issue 36): two slim lanes over the typing area, the typist's and the run's,
 * and the run's ghost caret in the text, all moved from the typist's first key by raceGhost on
 * its own timer. Loaded only when a run is raced, and memoised: a keystroke re-renders the run
 * around it, never this.
 */
export const GhostLanes = memo(function GhostLanes({
  host,
  startedAt,
  readTypedLength,
  passageLength,
  rtl,
  track,
  label,
}: GhostLanesProps) {
  const you = useRef<HTMLDivElement>(null);
  const ghost = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const passage = host.current;
    if (startedAt === null || !passage || !you.current || !ghost.current) return;
    return raceGhost({
      host: passage,
      track,
      startedAt,
      readTypedLength,
      lanes: { you: you.current, ghost: ghost.current },
      passageLength,
      rtl,
    });
  }, [host, startedAt, readTypedLength, passageLength, rtl, track]);

  return (
    <div data-testid="ghost-lanes" className="space-y-2">
      <Lane bar={you} label="You" passageLength={passageLength} ghost={false} rtl={rtl} />
      <Lane bar={ghost} label={label} passageLength={passageLength} ghost rtl={rtl} />
    </div>
  );
});
