import {
  type GhostTrack,
  ghostLengthAt,
  msToNextGhostStep,
} from "../../core/typing/ghost-track.ts";
import { passageCaret } from "./passage-caret.ts";

/** How often the lanes follow the typist while the ghost makes no edit. */
const LANES_EVERY_MS = 100;

export interface GhostRace {
  /** The element the passage is drawn in. */
  host: HTMLElement;
  track: GhostTrack;
  /** performance.now() at the typist's first key, when the ghost's first keystroke replays. */
  startedAt: number;
  readTypedLength: () => number;
  /** The lanes' bars (role progressbar), each with its fill as its one child. */
  lanes: { you: HTMLElement; ghost: HTMLElement };
  passageLength: number;
  rtl: boolean;
}

/** Shows `length` of the passage's characters on a lane's bar. */
function fill(lane: HTMLElement, length: number, passageLength: number) {
  lane.setAttribute("aria-valuenow", String(length));
  const share = passageLength > 0 ? Math.min(1, length / passageLength) : 0;
  (lane.firstElementChild as HTMLElement).style.transform = `scaleX(${share})`;
}

/**
 * Replays a past run as a ghost beside the live one, from the typist's first key until the
 * returned stop is called: a caret in the passage at the ghost's typed length and the two
 * lanes' bars. It runs on its own timer, never in a keystroke: at each of the ghost's edits, and
 * every LANES_EVERY_MS between them, after the next frame is drawn, it places the caret (one
 * character's box read) and sets the bars, reading the typist's length then.
 */
export function raceGhost(race: GhostRace): () => void {
  const { track, startedAt, lanes, passageLength } = race;
  const caret = passageCaret(race.host, { className: "tt-ghost", testId: "ghost-caret" }, race.rtl);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;

  const step = () => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const at = ghostLengthAt(track, performance.now() - startedAt);
        caret.place(at);
        fill(lanes.ghost, at, passageLength);
        fill(lanes.you, race.readTypedLength(), passageLength);
        const next = msToNextGhostStep(track, performance.now() - startedAt);
        timer = setTimeout(step, Math.min(next ?? LANES_EVERY_MS, LANES_EVERY_MS));
      });
    });
  };
  step();

  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    caret.remove();
  };
}
