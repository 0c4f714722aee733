import type { EndpointInput } from "../../../core/api/endpoint.ts";
import { getReplay, reportReplay } from "../../../core/api/endpoints/replays.ts";
import type { ReplayResponse } from "../../../core/api/replays.ts";
import { api } from "../../lib/api-client.ts";

export function fetchReplay(resultId: string, signal: AbortSignal): Promise<ReplayResponse> {
  return api(getReplay, { params: { id: resultId } }, signal);
}

export function reportResult(
  resultId: number,
  body: EndpointInput<typeof reportReplay>["body"],
): Promise<unknown> {
  return api(reportReplay, { params: { id: resultId }, body });
}
