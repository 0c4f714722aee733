import type { ReactNode } from "react";
import { getFollowingLeaderboard } from "../../../core/api/endpoints/leaderboard-following.ts";
import type { FollowingRow } from "../../../core/api/leaderboard.ts";
import { ApiRequestError, api } from "../../lib/api-client.ts";
import { openAuthModal } from "../../lib/auth-modal.ts";
import { useSession } from "../../lib/session.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Button } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import type { RankingsContent } from "./Rankings.tsx";
import type { ExtraColumn } from "./RankingsTable.tsx";
import type { filterQuery } from "./use-leaderboard.ts";

/** Each row's place on the whole board, beside its place among those followed. */
const GLOBAL_RANK: ExtraColumn<FollowingRow> = {
  heading: "Global rank",
  cell: (row) => row.globalRank,
};

function SignInToFollow() {
  return (
    <Card as="section" className="space-y-3 px-4 py-8 text-center">
      <p className="text-gray-200">Sign in to see where you stand among the typists you follow.</p>
      <Button variant="primary" onClick={() => openAuthModal("signin")}>
        Sign In
      </Button>
    </Card>
  );
}

/**
 * The Following view of the rankings (issue 36): the signed-in typist and those they follow,
 * ranked among themselves under the same filters, each with their place on the whole board.
 * The page draws them with its own table (`children`, Rankings): imported here, the table and
 * the page's other modules would leave its first load for a chunk of their own.
 */
export function FollowingRankings({
  search,
  query,
  children,
}: {
  /** The view's address-bar query, which names what is loaded. */
  search: string;
  query: ReturnType<typeof filterQuery> & { page: string };
  children: (content: RankingsContent<FollowingRow>) => ReactNode;
}) {
  const { user, status } = useSession();
  const list = useLoaded(
    user ? `${user.id} ${search}` : null,
    (signal) => api(getFollowingLeaderboard, { query }, signal),
    "the rankings of those you follow",
  );
  if (status === "loading") return <Spinner label="Loading rankings…" />;
  if (!user) return <SignInToFollow />;
  // A board that does not exist, from a mangled link, gives way to the default one as soon as
  // the filters are in (BoardFilters): until then the rankings are loading, as on the whole board.
  const refused = list.error instanceof ApiRequestError && list.error.status === 400;
  return (
    <>
      <p className="text-sm text-gray-300" data-testid="following-note">
        {list.value?.followees === 0
          ? "You follow no one yet. Open a typist's profile from their name and press Follow to see them here."
          : "You and the typists you follow. Rank is your place among them; Global rank, the place on the whole board."}
      </p>
      {children({
        list: { loading: list.loading || refused, failed: list.failed, data: list.value },
        caption: "You and the typists you follow",
        empty: "No results from you or the typists you follow for the selected filters",
        extra: GLOBAL_RANK,
      })}
    </>
  );
}
