import type { ReplayResponse, ReportRequest } from "../../../core/api/replays.ts";
import { getJson, postJson } from "../../lib/api-client.ts";

export function fetchReplay(resultId: string, signal: AbortSignal): Promise<ReplayResponse> {
  return getJson<ReplayResponse>(`/api/results/${encodeURIComponent(resultId)}/replay`, signal);
}

export function reportResult(resultId: number, body: ReportRequest): Promise<unknown> {
  return postJson(`/api/results/${resultId}/reports`, body);
}
