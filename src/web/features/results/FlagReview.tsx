import { lazy, Suspense, useState } from "react";
import { formatDateTime } from "../../../core/typing/format.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";

/** Loaded when opened: most results are never disputed. */
const AppealForm = lazy(() =>
  import("./AppealForm.tsx").then((module) => ({ default: module.AppealForm })),
);

/**
 * The way for a flagged result's typist to ask a moderator to look at it (product 'Results
 * you can trust'), or what they asked already.
 */
export function FlagReview({
  resultId,
  requestedAt,
}: {
  resultId: number;
  /** When the typist asked for a review already; null when they did not. */
  requestedAt: string | null;
}) {
  const [stage, setStage] = useState<"closed" | "open" | "sent">("closed");

  if (stage === "sent") {
    return (
      <Alert kind="success" data-testid="review-status">
        Review requested. A moderator will watch this result&apos;s replay; it stays off the
        leaderboard until then.
      </Alert>
    );
  }
  if (requestedAt !== null) {
    return (
      <p data-testid="review-status" className="text-gray-300">
        You asked for a review on {formatDateTime(requestedAt)}. It stays off the leaderboard until
        a moderator has looked at it.
      </p>
    );
  }
  if (stage === "closed") {
    return (
      <Button variant="secondary" onClick={() => setStage("open")}>
        Ask for a review
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <AppealForm
        resultId={resultId}
        onSent={() => setStage("sent")}
        onCancel={() => setStage("closed")}
      />
    </Suspense>
  );
}
