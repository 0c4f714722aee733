import type { ReviewItem } from "../../../core/api/admin.ts";
import { formatDateTime } from "../../../core/typing/format.ts";

/** That the typist asked for a review, when, and what they wrote, if they did. */
export function ReviewRequestNote({
  item,
}: {
  item: Pick<ReviewItem, "reviewRequestedAt" | "reviewMessage">;
}) {
  if (item.reviewRequestedAt === null) return null;
  return (
    <span className="mt-1 block text-xs text-amber-200">
      Typist asked for a review on {formatDateTime(item.reviewRequestedAt)}
      {item.reviewMessage && <span className="block text-gray-300">“{item.reviewMessage}”</span>}
    </span>
  );
}
