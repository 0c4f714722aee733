import { Link } from "react-router";
import { replayPath, resultPath } from "../../../core/site/result-paths.ts";
import { DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { formatDateTime, oneDecimal } from "../../../core/typing/format.ts";
import { modeLabel } from "../../../core/typing/mode-label.ts";
import { Card } from "../../ui/Card.tsx";
import type { PublicProfile } from "./profile-client.ts";

const cell = "px-2 py-2 sm:px-4";
const linkClass = "text-amber-300 underline underline-offset-2 hover:text-amber-200";

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
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="profile-recent-results">
            <caption className="sr-only">
              {profile.username}&apos;s newest ranked results, newest first
            </caption>
            <thead className="text-gray-300">
              <tr className="border-b border-gray-800">
                <th scope="col" className={`${cell} font-semibold`}>
                  Test
                </th>
                <th scope="col" className={`${cell} text-right font-semibold`}>
                  WPM
                </th>
                <th scope="col" className={`${cell} text-right font-semibold`}>
                  Accuracy
                </th>
                <th scope="col" className={`${cell} hidden font-semibold sm:table-cell`}>
                  Date
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  <span className="sr-only">Replay</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-800">
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
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
