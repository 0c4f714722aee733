import { useId } from "react";
import { REPLAY_SPEEDS } from "../../../core/typing/replay-state.ts";
import { Button } from "../../ui/Button.tsx";
import type { Playback } from "./use-playback.ts";

/** m:ss.s of a moment in the replay. */
function clock(ms: number): string {
  const seconds = ms / 1000;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${(seconds - minutes * 60).toFixed(1).padStart(4, "0")}`;
}

/** Play and pause, the speed, and a scrubber over the whole replay. */
export function ReplayControls({ playback, endMs }: { playback: Playback; endMs: number }) {
  const scrubberId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="primary"
          className="min-w-24"
          onClick={playback.playing ? playback.pause : playback.play}
        >
          {playback.playing ? "Pause" : "Play"}
        </Button>
        <div role="group" aria-label="Playback speed" className="flex gap-1.5">
          {REPLAY_SPEEDS.map((speed) => (
            <button
              key={speed}
              type="button"
              aria-pressed={playback.speed === speed}
              onClick={() => playback.setSpeed(speed)}
              className="rounded-md border border-gray-700 px-3 py-1.5 font-mono text-sm text-gray-100 hover:border-gray-500 aria-pressed:border-amber-400 aria-pressed:bg-amber-400/15 aria-pressed:text-amber-200"
            >
              {speed}×
            </button>
          ))}
        </div>
        <p
          className="ml-auto font-mono text-sm text-gray-300 tabular-nums"
          data-testid="replay-clock"
        >
          {clock(playback.atMs)} / {clock(endMs)}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={scrubberId} className="text-sm text-gray-300">
          Position in the test
        </label>
        <input
          id={scrubberId}
          type="range"
          min={0}
          max={endMs}
          step={100}
          value={Math.round(playback.atMs)}
          aria-valuetext={`${clock(playback.atMs)} of ${clock(endMs)}`}
          onChange={(event) => playback.seek(Number(event.target.value))}
          className="w-full accent-amber-400"
        />
      </div>
    </div>
  );
}
