import { Link } from "react-router";
import { replayPath, resultPath } from "../../../core/site/result-paths.ts";
import { DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { formatDateTime, oneDecimal } from "../../../core/typing/format.ts";
import { modeLabel } from "../../../core/typing/mode-label.ts";
import { Card } from "../../ui/Card.tsx";
import { type Column, DataTable, tableCell as cell } from "../../ui/DataTable.tsx";
import type { PublicProfile } from "./profile-client.ts";
import { linkClass } from "../../ui/link-style.ts";

const COLUMNS: readonly Column[] = [
  { label: "Test" },
  { label: "WPM", numeric: true },
  { label: "Accuracy", numeric: true },
  { label: "Date", wideOnly: true },
  { label: "Replay", labelHidden: true },
];

/** The typist's newest ranked tests, each with its page and replay; none when kept private. */
export function RecentResults({ profile }: { profile: PublicProfile }) {
  const results = profile.recentResults;
  return (
    <Card as="section" aria-labelledby="profile-recent" className="space-y-3 p-4 sm:p-6">
      <h2 id="profile-recent" className="text-lg font-semibold text-white">
        Recent Ranked Results
      </h2>
      {profile.resultsPrivate ? (
        <p className="text-gray-300">{profile.username} keeps their results private.</p>
      ) : results.length === 0 ? (
        <p className="text-gray-300">No ranked result yet.</p>
      ) : (
        <DataTable
          caption={`${profile.username}'s newest ranked results, newest first`}
          columns={COLUMNS}
          testId="profile-recent-results"
        >
          {results.map((result) => (
            <tr key={result.id}>
              <th scope="row" className={`${cell} font-medium text-gray-100`}>
                <Link to={resultPath(result.id)} className={linkClass}>
                  {modeLabel(result.mode)}
                </Link>
                <span className="block text-xs font-normal text-gray-300">
                  {DIFFICULTY_LABELS[result.difficulty]}
                </span>
              </th>
              <td className={`${cell} text-right font-mono font-semibold text-white`}>
                {oneDecimal(result.wpm)}
              </td>
              <td className={`${cell} text-right font-mono text-gray-300`}>
                {oneDecimal(result.accuracy)}%
              </td>
              <td className={`${cell} hidden text-gray-300 sm:table-cell`}>
                {formatDateTime(result.createdAt)}
              </td>
              <td className={cell}>
                {result.hasReplay && (
                  <Link
                    to={replayPath(result.id)}
                    aria-label={`Watch the replay of ${oneDecimal(result.wpm)} WPM, ${modeLabel(result.mode)}`}
                    className={linkClass}
                  >
                    Replay
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Card>
  );
}
