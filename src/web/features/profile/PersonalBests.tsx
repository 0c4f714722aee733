import { useState } from "react";
import { Link } from "react-router";
import type { Insight } from "../../../core/api/insight.ts";
import { raceRunPath, resultPath } from "../../../core/site/result-paths.ts";
import {
  bestsByBoard,
  initialBoard,
  personalBestRows,
} from "../../../core/account/profile-summary.ts";
import { DIFFICULTIES, DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { oneDecimal } from "../../../core/typing/format.ts";
import { modeLabel } from "../../../core/typing/mode-label.ts";
import { Card } from "../../ui/Card.tsx";
import { LabelledSelect } from "../../ui/Select.tsx";

type Best = Insight["personalBests"][number];

function BestCell({ best, name }: { best: Best | null; name: string }) {
  if (!best) {
    return (
      <td className="px-3 py-2.5 text-gray-400 sm:px-4">
        <span aria-hidden="true">—</span>
        <span className="sr-only">none yet</span>
      </td>
    );
  }
  const wpm = oneDecimal(best.wpm);
  const accuracy = `${oneDecimal(best.accuracy)}%`;
  return (
    <td className="px-3 py-2.5 sm:px-4">
      <Link
        to={resultPath(best.resultId)}
        aria-label={`${wpm} WPM at ${accuracy} accuracy, ${name} ${DIFFICULTY_LABELS[best.difficulty]}: open this result`}
        className="font-mono font-semibold text-amber-300 underline decoration-amber-300/40 underline-offset-4 hover:text-amber-200"
      >
        {wpm}
      </Link>
      <span className="block font-mono text-xs text-gray-300">{accuracy}</span>
      <Link
        to={raceRunPath(best.resultId)}
        aria-label={`Race your best, ${name} ${DIFFICULTY_LABELS[best.difficulty]}`}
        className="text-xs text-gray-300 underline decoration-gray-500 underline-offset-2 hover:text-white"
      >
        {/* Short, to fit a phone's four columns; its name says the rest. */}
        Race
      </Link>
    </td>
  );
}

/**
 * The fastest result of each mode and difficulty typed, each linking to the result itself, on
 * one board at a time: the typist chooses among the boards they have bests on, and the table
 * opens on the board of their latest test.
 */
export function PersonalBests({
  bests,
  latestBoard,
}: {
  bests: Insight["personalBests"];
  latestBoard: string | null;
}) {
  const boards = bestsByBoard(bests);
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = boards.some((b) => b.key === chosen) ? chosen : initialBoard(boards, latestBoard);
  const board = boards.find((b) => b.key === shown);
  const rows = personalBestRows(board?.bests ?? []);
  return (
    <Card as="section" aria-labelledby="personal-bests" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="personal-bests" className="text-lg font-semibold text-white">
          Personal Bests
        </h2>
        {board && boards.length > 1 && (
          <LabelledSelect
            label="Text"
            value={board.key}
            onChange={setChosen}
            className="w-full sm:w-auto"
          >
            {boards.map(({ key, label }) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </LabelledSelect>
        )}
        {board && boards.length === 1 && (
          <p data-testid="bests-text" className="text-sm text-gray-300">
            {board.label}
          </p>
        )}
      </div>
      {!board ? (
        <p className="py-6 text-center text-gray-300">
          Your best speed in each test shows here once you have finished one.
        </p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">
            Best words per minute on {board.label}, with its accuracy, by mode and difficulty
          </caption>
          <thead className="text-gray-300">
            <tr className="border-b border-gray-800">
              <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
                Mode
              </th>
              {DIFFICULTIES.map((d) => (
                <th key={d} scope="col" className="px-3 py-2 font-semibold sm:px-4">
                  {DIFFICULTY_LABELS[d]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-800">
            {rows.map((row) => {
              const mode = modeLabel(row.mode);
              return (
                <tr key={row.mode} className="align-top">
                  <th scope="row" className="px-3 py-2.5 font-medium text-gray-100 sm:px-4">
                    {mode}
                  </th>
                  {row.cells.map((best, i) => (
                    <BestCell key={DIFFICULTIES[i]} best={best} name={`${board.label}, ${mode}`} />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}
