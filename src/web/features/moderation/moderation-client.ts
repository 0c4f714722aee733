import type { ModerationAction } from "../../../core/api/admin.ts";
import { postBan, postRank, postUnrank } from "../../../core/api/endpoints/admin.ts";
import { api } from "../../lib/api-client.ts";

/** Ranks or unranks a result, or bans its typist (`target` is then the user's id). */
export function moderate(action: ModerationAction, target: string | number, reason: string) {
  if (action === "ban") return api(postBan, { params: { id: String(target) }, body: { reason } });
  return api(action === "rank" ? postRank : postUnrank, {
    params: { id: target },
    body: { reason },
  });
}
