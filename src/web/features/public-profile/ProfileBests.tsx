import { Link } from "react-router";
import { bestsByBoard, personalBestRows } from "../../../core/account/profile-summary.ts";
import { resultPath } from "../../../core/site/result-paths.ts";
import { DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { oneDecimal } from "../../../core/typing/format.ts";
import { modeLabel } from "../../../core/typing/mode-label.ts";
import { Card } from "../../ui/Card.tsx";
import { type Column, DataTable, tableCell as cell } from "../../ui/DataTable.tsx";
import type { PublicProfile } from "./profile-client.ts";

type Best = PublicProfile["personalBests"][number];

const COLUMNS: readonly Column[] = [
  { label: "Mode" },
  { label: "Difficulty" },
  { label: "WPM", numeric: true },
  { label: "Accuracy", numeric: true },
];

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
    <DataTable caption={label} captionShown columns={COLUMNS}>
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
    </DataTable>
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
