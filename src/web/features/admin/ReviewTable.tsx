import { Link } from "react-router";
import type { ReviewItem } from "../../../core/api/admin.ts";
import { replayPath } from "../../../core/site/result-paths.ts";
import { durationLabel, formatDateTime, oneDecimal } from "../../../core/typing/format.ts";
import { Card } from "../../ui/Card.tsx";
import { ModerationForm } from "../moderation/index.ts";
import { ReviewRequestNote } from "./ReviewRequestNote.tsx";

export const STATUS_LABELS: Record<ReviewItem["verification"], string> = {
  verified: "Ranked",
  flagged: "Flagged",
  pending: "Held for challenge",
  removed: "Removed",
  unverified: "Unverified",
};

/** The results to review on wider screens, with their statistics and a replay link each. */
export function ReviewTable({ items, onChanged }: { items: ReviewItem[]; onChanged: () => void }) {
  return (
    <Card
      tone="bare"
      role="region"
      aria-label="Results to review"
      tabIndex={0}
      className="hidden overflow-x-auto md:block"
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="bg-gray-900 text-gray-300">
          <tr>
            {["Result", "Typist", "WPM", "Accuracy", "Test", "Status", "Reports", "Action"].map(
              (heading) => (
                <th key={heading} scope="col" className="px-3 py-3 font-semibold">
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-800">
          {items.map((item) => (
            <tr key={item.id} data-result-id={item.id} className="bg-gray-950 align-top">
              <td className="px-3 py-3">
                <Link
                  to={replayPath(item.id)}
                  className="font-mono text-amber-300 underline underline-offset-2 hover:text-amber-200"
                >
                  Replay #{item.id}
                </Link>
                <p className="mt-1 text-xs whitespace-nowrap text-gray-400">
                  {formatDateTime(item.createdAt)}
                </p>
              </td>
              <td className="px-3 py-3 font-medium text-white">
                {item.username ?? "Anonymous"}
                {item.banned && (
                  <span className="ml-2 rounded bg-red-950 px-1.5 py-0.5 text-xs text-red-200">
                    banned
                  </span>
                )}
              </td>
              <td className="px-3 py-3 font-mono text-amber-300">{oneDecimal(item.wpm)}</td>
              <td className="px-3 py-3 font-mono text-gray-200">{oneDecimal(item.accuracy)}%</td>
              <td className="px-3 py-3 whitespace-nowrap text-gray-200">
                {item.rankable ? durationLabel(item.duration) : item.mode}
                <span className="block text-xs text-gray-400 capitalize">{item.difficulty}</span>
              </td>
              <td className="min-w-44 px-3 py-3 text-gray-200">
                {STATUS_LABELS[item.verification]}
                {item.flags.length > 0 && (
                  <span className="block text-xs text-red-300">{item.flags.join(", ")}</span>
                )}
                <ReviewRequestNote item={item} />
              </td>
              <td className="px-3 py-3 text-gray-200">
                {item.reports}
                {item.reportReasons.length > 0 && (
                  <ul className="mt-1 max-w-48 space-y-0.5 text-xs text-gray-400">
                    {item.reportReasons.map((reason, i) => (
                      <li key={i}>“{reason}”</li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="px-3 py-3">
                <ModerationForm item={item} onDone={onChanged} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
