import { memo } from "react";
import type { RacerView } from "../../../core/race/protocol.ts";
import { RacerName } from "./RacerName.tsx";
import { laneText, livePlaces, ordinal, progressPercent } from "../../../core/race/standing.ts";

interface RaceLanesProps {
  racers: readonly RacerView[];
  passageLength: number;
  youId: string | null;
  /** Before the start there are no places or speeds to show, only who is in. */
  started: boolean;
}

/**
 * One lane per racer: name, a bar of how far along they are, live WPM and place. Each lane is
 * one list item whose words say all the bar shows; the bar itself is decoration. Only the
 * lanes re-render as progress arrives, not the typing area.
 */
export const RaceLanes = memo(function RaceLanes({
  racers,
  passageLength,
  youId,
  started,
}: RaceLanesProps) {
  const places = livePlaces(racers);
  return (
    <ol aria-label="Racers" className="space-y-2" data-testid="race-lanes">
      {racers.map((racer) => {
        // A finish the final check refused has no place, as in the standings.
        const place =
          started && racer.wpm !== null ? (places.get(racer.id) ?? racers.length) : null;
        const percent = racer.finished ? 100 : progressPercent(racer.position, passageLength);
        const you = racer.id === youId;
        return (
          <li
            key={racer.id}
            data-testid="race-lane"
            className={`rounded-lg border px-3 py-2 ${you ? "border-amber-400/50 bg-amber-400/5" : "border-gray-800 bg-gray-900"}`}
          >
            <p className="sr-only">
              {laneText(racer, place, percent)}
              {you ? " (you)" : ""}
            </p>
            <div aria-hidden="true" className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate font-medium text-gray-100">
                <span className="mr-2 inline-block w-9 font-mono text-amber-300">
                  {place === null ? "–" : ordinal(place)}
                </span>
                <RacerName name={racer.name} guest={racer.guest} inLane />
                {you && <span className="ml-1.5 text-xs text-gray-400">(you)</span>}
                {!racer.connected && (
                  <span className="ml-2 rounded bg-red-950 px-1.5 py-0.5 text-xs text-red-200">
                    disconnected
                  </span>
                )}
              </span>
              <span className="shrink-0 font-mono text-gray-300 tabular-nums">
                {racer.wpm === null
                  ? `${percent}%`
                  : place === null
                    ? "Ready"
                    : `${Math.round(racer.wpm)} WPM · ${percent}%`}
              </span>
            </div>
            {racer.unplaced !== null && (
              <p aria-hidden="true" className="mt-1 text-xs text-red-200">
                No place: {racer.unplaced}
              </p>
            )}
            <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-gray-800">
              <div
                className={`h-full rounded-full transition-[width] duration-200 ease-linear motion-reduce:transition-none ${
                  racer.connected ? (you ? "bg-amber-400" : "bg-sky-400") : "bg-gray-600"
                }`}
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
});
