import type { ReactNode } from "react";

function Tile({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="rounded-xl border border-gray-700 bg-gray-900 px-2 py-4 text-center sm:px-4">
      <p className="text-xs text-gray-300 sm:text-sm">{label}</p>
      <p
        data-testid={testId}
        className="mt-1 font-mono text-2xl font-bold text-white tabular-nums sm:text-4xl"
      >
        {value}
      </p>
    </div>
  );
}

/** product 'Results panel': the three tiles that head a result. */
export function ScoreTiles({
  wpm,
  accuracy,
  mistakes,
}: {
  wpm: number;
  accuracy: number;
  mistakes: number;
}) {
  return (
    <div className="grid grid-cols-3 gap-3">
      <Tile label="Words per minute" value={wpm} testId="result-wpm" />
      <Tile label="Accuracy" value={`${accuracy}%`} testId="result-accuracy" />
      <Tile label="Mistakes" value={mistakes} testId="result-mistakes" />
    </div>
  );
}
