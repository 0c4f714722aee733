import type { ModerationEntry } from "../../../core/api/admin.ts";
import { formatDateTime } from "../../../core/typing/format.ts";

const VERBS: Record<ModerationEntry["action"], string> = {
  rank: "ranked",
  unrank: "unranked",
  ban: "banned",
};

/** Who did what to which result or typist, why and when, newest first. */
export function ModerationLogList({ entries }: { entries: ModerationEntry[] }) {
  if (entries.length === 0) return <p className="text-gray-300">No moderator has acted yet.</p>;
  return (
    <ol className="space-y-2" aria-label="Moderation log">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="rounded-md border border-gray-800 bg-gray-900 px-3 py-2 text-sm text-gray-200"
        >
          <span className="font-semibold text-white">{entry.moderator}</span> {VERBS[entry.action]}{" "}
          {entry.action === "ban"
            ? (entry.targetUsername ?? "a typist")
            : `result #${entry.resultId} of ${entry.targetUsername ?? "a typist"}`}
          <span className="text-gray-400"> · {formatDateTime(entry.createdAt)}</span>
          <p className="mt-0.5 text-gray-300">“{entry.reason}”</p>
        </li>
      ))}
    </ol>
  );
}
