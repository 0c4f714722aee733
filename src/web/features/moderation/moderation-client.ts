import type { ModerationAction } from "../../../core/api/admin.ts";
import { postJson } from "../../lib/api-client.ts";

/** Ranks or unranks a result, or bans its typist (`target` is then the user's id). */
export function moderate(action: ModerationAction, target: string | number, reason: string) {
  const url =
    action === "ban"
      ? `/api/admin/users/${encodeURIComponent(String(target))}/ban`
      : `/api/admin/results/${target}/${action}`;
  return postJson(url, { reason });
}
