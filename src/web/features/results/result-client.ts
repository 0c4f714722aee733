import { getPublicResult, getResultDetail } from "../../../core/api/endpoints/results.ts";
import type { ResultDetail } from "../../../core/api/insight.ts";
import type { PublicResult } from "../../../core/api/public-result.ts";
import { api } from "../../lib/api-client.ts";

export type { PublicResult, ResultDetail };

/** A saved result as anyone may see it, or its typist's own view; a 404 when hidden or unknown. */
export function fetchPublicResult(resultId: string, signal: AbortSignal): Promise<PublicResult> {
  return api(getPublicResult, { params: { id: resultId } }, signal);
}

/** One of the signed-in typist's own results, with everything that explains it. */
export function fetchResultDetail(resultId: string, signal: AbortSignal): Promise<ResultDetail> {
  return api(getResultDetail, { params: { id: resultId } }, signal);
}
