import { Link } from "react-router";
import { bestsByBoard, personalBestRows } from "../../../core/account/profile-summary.ts";
import { resultPath } from "../../../core/site/result-paths.ts";
import { DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { oneDecimal } from "../../../core/typing/format.ts";
import { modeLabel } from "../../../core/typing/mode-label.ts";
import { Card } from "../../ui/Card.tsx";
import type { PublicProfile } from "./profile-client.ts";

type Best = PublicProfile["personalBests"][number];

const cell = "px-2 py-2 sm:px-4";

/** A best's speed, linking to its result unless the typist keeps their results private. */
function Speed({ best }: { best: Best }) {
  const wpm = oneDecimal(best.wpm);
  if (best.resultId === null) {
    return <span className="font-mono font-semibold text-amber-300">{wpm}</span>;
  }
  return (
    <Link
      to={resultPath(best.resultId)}
      aria-label={`${wpm} WPM: open this result`}
      className="font-mono font-semibold text-amber-300 underline decoration-amber-300/40 underline-offset-4 hover:text-amber-200"
    >
      {wpm}
    </Link>
  );
}

/** One board's bests: a row per mode and difficulty typed, in the profile's order. */
function BoardTable({ label, bests }: { label: string; bests: Best[] }) {
  const rows = personalBestRows(bests).flatMap((row) =>
    row.cells.filter((best): best is Best => best !== null),
  );
  return (
    <table className="w-full text-left text-sm">
      <caption className="pb-1 text-left font-medium text-gray-200">{label}</caption>
      <thead className="text-gray-300">
        <tr className="border-b border-gray-800">
          <th scope="col" className={`${cell} font-semibold`}>
            Mode
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            Difficulty
          </th>
          <th scope="col" className={`${cell} text-right font-semibold`}>
            WPM
          </th>
          <th scope="col" className={`${cell} text-right font-semibold`}>
            Accuracy
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-800">
        {rows.map((best) => (
          <tr key={`${best.mode} ${best.difficulty}`}>
            <th scope="row" className={`${cell} font-medium text-gray-100`}>
              {modeLabel(best.mode)}
            </th>
            <td className={`${cell} text-gray-300`}>{DIFFICULTY_LABELS[best.difficulty]}</td>
            <td className={`${cell} text-right`}>
              <Speed best={best} />
            </td>
            <td className={`${cell} text-right font-mono text-gray-300`}>
              {oneDecimal(best.accuracy)}%
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The fastest test of each mode and difficulty, text by text (each text keeps its own bests). */
export function ProfileBests({ bests }: { bests: Best[] }) {
  const boards = bestsByBoard(bests);
  return (
    <Card as="section" aria-labelledby="profile-bests" className="space-y-4 p-4 sm:p-6">
      <h2 id="profile-bests" className="text-lg font-semibold text-white">
        Personal Bests
      </h2>
      {boards.length === 0 ? (
        <p className="text-gray-300">No personal best yet.</p>
      ) : (
        <div className="space-y-5" data-testid="profile-bests-tables">
          {boards.map((board) => (
            <div key={board.key} className="overflow-x-auto">
              <BoardTable label={board.label} bests={board.bests} />
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
