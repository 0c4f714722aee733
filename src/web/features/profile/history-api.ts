import { type HistoryView, historyApiQuery } from "../../../core/account/history-view.ts";
import { getHistory } from "../../../core/api/endpoints/results.ts";
import type { HistoryPage } from "../../../core/api/results.ts";
import { api } from "../../lib/api-client.ts";

/**
 * One page of the history, apart from profile-api.ts: its filters name every test mode, which
 * only the history (loaded with the profile's view) needs, not the profile's first load.
 */
export function fetchHistory(view: HistoryView, signal?: AbortSignal): Promise<HistoryPage> {
  return api(getHistory, { query: historyApiQuery(view) }, signal);
}
