import { useEffect, useRef, useState } from "react";
import { type Replay, type ReplaySpeed, advance } from "../../../core/typing/replay-state.ts";

export interface Playback {
  atMs: number;
  playing: boolean;
  speed: ReplaySpeed;
  play(): void;
  pause(): void;
  setSpeed(speed: ReplaySpeed): void;
  /** Jumps to a moment, as the scrubber does; playback carries on from there if it was on. */
  seek(ms: number): void;
}

/** Plays a replay in real time (times its speed) on animation frames, from its first keystroke. */
export function usePlayback(replay: Replay): Playback {
  const [atMs, setAtMs] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1);
  // The frame loop reads the moment from here, so a seek while playing is not undone by it.
  const at = useRef(0);

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const next = advance(replay, at.current, now - last, speed);
      last = now;
      at.current = next;
      setAtMs(next);
      if (next >= replay.endMs) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, replay]);

  const seek = (ms: number) => {
    at.current = Math.min(Math.max(0, ms), replay.endMs);
    setAtMs(at.current);
  };
  return {
    atMs,
    playing,
    speed,
    play() {
      // Play at the end starts again from the beginning.
      if (at.current >= replay.endMs) seek(0);
      setPlaying(true);
    },
    pause: () => setPlaying(false),
    setSpeed,
    seek,
  };
}
