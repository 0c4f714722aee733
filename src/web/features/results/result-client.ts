import { getResultDetail } from "../../../core/api/endpoints/results.ts";
import type { ResultDetail } from "../../../core/api/insight.ts";
import { api } from "../../lib/api-client.ts";

export type { ResultDetail };

/** One of the signed-in typist's own results, with everything that explains it. */
export function fetchResultDetail(resultId: string, signal: AbortSignal): Promise<ResultDetail> {
  return api(getResultDetail, { params: { id: resultId } }, signal);
}
