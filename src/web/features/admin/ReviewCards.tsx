import { Link } from "react-router";
import type { ReviewItem } from "../../../core/api/admin.ts";
import { replayPath } from "../../../core/site/result-paths.ts";
import { durationLabel, formatDateTime, oneDecimal } from "../../../core/typing/format.ts";
import { Card } from "../../ui/Card.tsx";
import { ModerationForm } from "../moderation/index.ts";
import { ReviewRequestNote } from "./ReviewRequestNote.tsx";
import { STATUS_LABELS } from "./ReviewTable.tsx";

/** The results to review on phones: one card each instead of a table wider than the screen. */
export function ReviewCards({ items, onChanged }: { items: ReviewItem[]; onChanged: () => void }) {
  return (
    <ul aria-label="Results to review" className="space-y-3 md:hidden">
      {items.map((item) => (
        <Card as="li" key={item.id} data-result-card={item.id} className="space-y-3 p-4">
          <div className="flex items-baseline justify-between gap-3">
            <p className="font-medium text-white">
              {item.username ?? "Anonymous"}
              {item.banned && (
                <span className="ml-2 rounded bg-red-950 px-1.5 py-0.5 text-xs text-red-200">
                  banned
                </span>
              )}
            </p>
            <Link
              to={replayPath(item.id)}
              className="font-mono text-sm text-amber-300 underline underline-offset-2"
            >
              Replay #{item.id}
            </Link>
          </div>
          <p className="font-mono text-sm text-gray-200">
            <span className="text-amber-300">{oneDecimal(item.wpm)} WPM</span> ·{" "}
            {oneDecimal(item.accuracy)}% ·{" "}
            {item.rankable ? durationLabel(item.duration) : item.mode}{" "}
            <span className="capitalize">{item.difficulty}</span>
          </p>
          <p className="text-sm text-gray-300">
            {STATUS_LABELS[item.verification]}
            {item.flags.length > 0 && (
              <span className="text-red-300"> · {item.flags.join(", ")}</span>
            )}
            {" · "}
            {item.reports} {item.reports === 1 ? "report" : "reports"}
            <span className="block text-xs text-gray-400">{formatDateTime(item.createdAt)}</span>
            <ReviewRequestNote item={item} />
          </p>
          {item.reportReasons.length > 0 && (
            <ul className="space-y-0.5 text-xs text-gray-400">
              {item.reportReasons.map((reason, i) => (
                <li key={i}>“{reason}”</li>
              ))}
            </ul>
          )}
          <ModerationForm item={item} onDone={onChanged} />
        </Card>
      ))}
    </ul>
  );
}
