import { useEffect, useState } from "react";
import type { LeaderboardResponse, LeaderboardStats } from "../../../core/api/leaderboard.ts";
import { type LeaderboardView, leaderboardSearch } from "../../../core/leaderboard/leaderboard.ts";
import { fetchLeaderboard, fetchLeaderboardStats } from "./leaderboard-client.ts";

type Loaded<T> = { key: string; value: T } | { key: string; error: true };

/**
 * product 'States and transitions', Leaderboard: loading, error, empty or list; stats reload with
 * the filters.
 */
export function useLeaderboard(view: LeaderboardView) {
  const listKey = leaderboardSearch(view);
  const statsKey = leaderboardSearch({ ...view, page: 1 });
  const [list, setList] = useState<Loaded<LeaderboardResponse> | null>(null);
  const [stats, setStats] = useState<Loaded<LeaderboardStats> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchLeaderboard(view, controller.signal).then(
      (value) => setList({ key: listKey, value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Failed to load leaderboard data:", error);
        setList({ key: listKey, error: true });
      },
    );
    return () => controller.abort();
    // The key is the view's content; the object itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listKey]);

  useEffect(() => {
    const controller = new AbortController();
    fetchLeaderboardStats(view, controller.signal).then(
      (value) => setStats({ key: statsKey, value }),
      (error: unknown) => {
        // product 'The error catalogue': a summary failure is only logged.
        if (!controller.signal.aborted) console.error("Failed to load leaderboard stats:", error);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [statsKey]);

  const current = list?.key === listKey ? list : null;
  return {
    loading: current === null,
    failed: current !== null && "error" in current,
    data: current && "value" in current ? current.value : null,
    stats: stats?.key === statsKey && "value" in stats ? stats.value : null,
  };
}
