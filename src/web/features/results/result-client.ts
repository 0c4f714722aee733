import type { ResultDetail } from "../../../core/api/insight.ts";
import { getJson } from "../../lib/api-client.ts";

export type { ResultDetail };

/** One of the signed-in typist's own results, with everything that explains it. */
export function fetchResultDetail(resultId: string, signal: AbortSignal): Promise<ResultDetail> {
  return getJson<ResultDetail>(`/api/me/results/${encodeURIComponent(resultId)}`, signal);
}
