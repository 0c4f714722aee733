import { useState } from "react";
import { REVIEW_KINDS, type ReviewKind } from "../../../core/moderation/review-kinds.ts";
import { ApiRequestError, messageOf } from "../../lib/api-client.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { fetchLog, fetchReview } from "./admin-client.ts";
import { ModerationLogList } from "./ModerationLogList.tsx";
import { ReviewCards } from "./ReviewCards.tsx";
import { ReviewTable } from "./ReviewTable.tsx";

const KIND_LABELS: Record<ReviewKind, string> = {
  all: "All",
  flagged: "Flagged",
  pending: "Held for challenge",
  "review-requested": "Review asked for",
  "challenge-failed": "Challenge failed",
  reported: "Reported",
};

/** The moderators' area: results to review and the log of what was done about them. */
export function AdminPage() {
  const [kind, setKind] = useState<ReviewKind>("all");
  const loaded = useLoaded(kind, async (signal) => {
    const [review, log] = await Promise.all([fetchReview(kind, signal), fetchLog(signal)]);
    return { items: review.results, log: log.entries };
  });
  const failure = loaded.failed
    ? {
        status: loaded.error instanceof ApiRequestError ? loaded.error.status : 0,
        message: messageOf(loaded.error),
      }
    : null;

  if (failure?.status === 401 || failure?.status === 403) {
    return (
      <div className="mx-auto max-w-xl space-y-3 py-8 text-center">
        <p className="text-5xl font-bold text-amber-400">{failure.status}</p>
        <h2 className="text-2xl font-semibold text-white">
          {failure.status === 401 ? "Sign in to continue" : "You are not allowed here"}
        </h2>
        <p className="text-gray-300">
          {failure.status === 401
            ? "This area is for moderators. Sign in with a moderator's account to review results."
            : "This area is for moderators only. Your account is not allowed to review results."}
        </p>
      </div>
    );
  }
  if (failure) {
    return (
      <Alert kind="error" boxed>
        {failure.message}
      </Alert>
    );
  }

  const { reload, value: current } = loaded;
  return (
    <div className="space-y-8">
      <p className="text-gray-300">
        Results the checks flagged, held for the speed challenge, or reported by typists. Watch the
        replay, then rank, unrank or ban; every action is kept in the log below with its reason.
      </p>
      <div role="group" aria-label="Which results" className="flex flex-wrap gap-2">
        {REVIEW_KINDS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={kind === option}
            onClick={() => setKind(option)}
            className="rounded-md border border-gray-700 px-3 py-1.5 text-sm text-gray-100 hover:border-gray-500 aria-pressed:border-amber-400 aria-pressed:bg-amber-400/15 aria-pressed:text-amber-200"
          >
            {KIND_LABELS[option]}
          </button>
        ))}
      </div>
      {current ? (
        <>
          {current.items.length === 0 ? (
            <p className="rounded-lg border border-gray-800 bg-gray-900 px-4 py-8 text-center text-gray-300">
              Nothing to review here.
            </p>
          ) : (
            <>
              <ReviewTable items={current.items} onChanged={reload} />
              <ReviewCards items={current.items} onChanged={reload} />
            </>
          )}
          <section aria-labelledby="log-title" className="space-y-3">
            <h2 id="log-title" className="text-xl font-semibold text-white">
              Moderation log
            </h2>
            <ModerationLogList entries={current.log} />
          </section>
        </>
      ) : (
        <Spinner label="Loading results to review…" />
      )}
    </div>
  );
}
