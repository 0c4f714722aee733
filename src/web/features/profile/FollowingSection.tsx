import { Link } from "react-router";
import { bestTestLabel } from "../../../core/account/follows.ts";
import { getFollowing } from "../../../core/api/endpoints/follows.ts";
import type { FollowedTypist } from "../../../core/api/follows.ts";
import { PATHS } from "../../../core/site/paths.ts";
import { profilePath, replayPath } from "../../../core/site/result-paths.ts";
import { formatDateTime, oneDecimal } from "../../../core/typing/format.ts";
import { api } from "../../lib/api-client.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Card } from "../../ui/Card.tsx";
import { type Column, DataTable, tableCell as cell } from "../../ui/DataTable.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { linkClass } from "../../ui/link-style.ts";

const COLUMNS: readonly Column[] = [
  { label: "Typist" },
  { label: "Newest best", wideOnly: true },
  { label: "WPM", numeric: true },
  { label: "Accuracy", numeric: true },
  { label: "When", wideOnly: true },
];

/** Their newest best's test and date go under the name on narrow screens. */
function TypistRow({ typist }: { typist: FollowedTypist }) {
  const { best } = typist;
  return (
    <tr>
      <th scope="row" className={`${cell} font-medium break-all text-gray-100`}>
        {typist.isPublic ? (
          <Link to={profilePath(typist.username)} className={linkClass}>
            {typist.username}
          </Link>
        ) : (
          typist.username
        )}
        {best && (
          <span className="mt-0.5 block text-xs font-normal text-gray-300 sm:hidden">
            {bestTestLabel(best)}
            <br />
            {formatDateTime(best.createdAt)}
          </span>
        )}
      </th>
      {best ? (
        <>
          <td className={`${cell} hidden text-gray-200 sm:table-cell`}>{bestTestLabel(best)}</td>
          <td className={`${cell} text-right font-mono font-semibold`}>
            <Link
              to={replayPath(best.resultId)}
              aria-label={`${oneDecimal(best.wpm)} WPM: watch ${typist.username}'s replay`}
              className={linkClass}
            >
              {oneDecimal(best.wpm)}
            </Link>
          </td>
          <td className={`${cell} text-right font-mono text-gray-300`}>
            {oneDecimal(best.accuracy)}%
          </td>
          <td className={`${cell} hidden text-gray-300 sm:table-cell`}>
            {formatDateTime(best.createdAt)}
          </td>
        </>
      ) : (
        <td colSpan={4} className={`${cell} text-gray-300`}>
          {typist.isPublic ? "No ranked result yet." : "Their profile is not public."}
        </td>
      )}
    </tr>
  );
}

/**
 * The typists the signed-in typist follows (issue 36), each with their newest ranked best,
 * newest first; how to follow someone when they follow no one.
 */
export function FollowingSection({ userId }: { userId: string }) {
  const following = useLoaded(
    userId,
    (signal) => api(getFollowing, {}, signal),
    "the typists you follow",
  );
  const typists = following.value?.typists;
  return (
    <Card as="section" aria-labelledby="profile-following" className="space-y-3 p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="profile-following" className="text-lg font-semibold text-white">
          Following
        </h2>
        {typists && typists.length > 0 && (
          <Link to={`${PATHS.leaderboard}?following=true`} className={`text-sm ${linkClass}`}>
            Rank yourself among them
          </Link>
        )}
      </div>
      {following.failed ? (
        <Alert kind="error">
          The typists you follow could not be loaded. Please try again later.
        </Alert>
      ) : !typists ? (
        <Spinner label="Loading the typists you follow…" />
      ) : typists.length === 0 ? (
        <p className="text-gray-300" data-testid="following-empty">
          You follow no one yet. Open a typist&apos;s profile, from their name on the{" "}
          <Link to={PATHS.leaderboard} className={linkClass}>
            Global Rankings
          </Link>{" "}
          or in a race, and press Follow: their newest personal bests will show here.
        </p>
      ) : (
        <DataTable
          caption="The typists you follow, with their newest ranked personal best, newest first"
          columns={COLUMNS}
          testId="following-list"
        >
          {typists.map((typist) => (
            <TypistRow key={typist.username} typist={typist} />
          ))}
        </DataTable>
      )}
    </Card>
  );
}
