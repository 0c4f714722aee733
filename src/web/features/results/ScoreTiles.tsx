import type { ReactNode } from "react";
import { InfoTip } from "../../ui/InfoTip.tsx";
import { SPEED_EXPLANATIONS } from "./speed-explanations.ts";

function Tile({
  label,
  value,
  testId,
  headline,
  note,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  /** What the one score is, under it ('Your score'); the other tiles have none. */
  headline?: string;
  note?: ReactNode;
}) {
  return (
    <div
      className={`relative rounded-xl border px-2 py-4 text-center sm:px-4 ${
        headline ? "border-amber-400/60 bg-amber-400/5" : "border-gray-700 bg-gray-900"
      }`}
    >
      <p className="text-xs text-gray-300 sm:text-sm">
        {label}
        {note}
      </p>
      <p
        data-testid={testId}
        className={`mt-1 font-mono font-bold tabular-nums ${
          headline ? "text-3xl text-amber-200 sm:text-5xl" : "text-2xl text-white sm:text-4xl"
        }`}
      >
        {value}
      </p>
      {headline && (
        <p className="mt-1 text-xs font-medium wrap-anywhere text-amber-200/90">{headline}</p>
      )}
    </div>
  );
}

/**
 * product 'Results panel': the three tiles that head a result. WPM is the one score (issue 33):
 * it stands out, and says what it is; the other speeds below are labelled as what they are.
 */
export function ScoreTiles({
  wpm,
  accuracy,
  mistakes,
  whose = "Your score",
}: {
  wpm: number;
  accuracy: number;
  mistakes: number;
  /** Whose score the WPM is, on a result others see: 'ada's score'. */
  whose?: string;
}) {
  return (
    <div className="grid grid-cols-3 gap-3">
      <Tile
        label="Words per minute"
        value={wpm}
        testId="result-wpm"
        headline={whose}
        note={<InfoTip label="What is words per minute?">{SPEED_EXPLANATIONS.wpm}</InfoTip>}
      />
      <Tile label="Accuracy" value={`${accuracy}%`} testId="result-accuracy" />
      <Tile label="Mistakes" value={mistakes} testId="result-mistakes" />
    </div>
  );
}

/**
 * A zen run's tiles (issue 34): there is no text to be accurate to, so its speed over every
 * character typed, how many it typed, and for how long.
 */
export function ZenTiles({
  wpm,
  characters,
  elapsedMs,
}: {
  wpm: number;
  characters: number;
  elapsedMs: number;
}) {
  const seconds = Math.round(elapsedMs / 1000);
  return (
    <div className="grid grid-cols-3 gap-3">
      <Tile
        label="Words per minute"
        value={wpm}
        testId="result-wpm"
        headline="Every character counts"
        note={<InfoTip label="What is words per minute?">{SPEED_EXPLANATIONS.wpm}</InfoTip>}
      />
      <Tile label="Characters" value={characters} testId="result-characters" />
      <Tile
        label="Time"
        value={`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`}
        testId="result-time"
      />
    </div>
  );
}
