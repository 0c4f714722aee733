import { canAppeal } from "../../../core/moderation/appeal.ts";
import { FLAG_REASONS } from "../../../core/typing/result-verification.ts";
import { timeLimitOf } from "../../../core/typing/mode-limits.ts";
import { messageOf } from "../../lib/api-client.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { FlagReview } from "./FlagReview.tsx";
import { type ResultDetail, fetchResultDetail } from "./result-client.ts";
import { ResultInsightView } from "./ResultInsightView.tsx";

/** What only the typist sees of their own result: its figures, mistakes, keys and flags. */
export function OwnResultDetail({ resultId }: { resultId: string }) {
  const loaded = useLoaded(resultId, (signal) => fetchResultDetail(resultId, signal));
  if (loaded.failed) return <Alert kind="error">{messageOf(loaded.error)}</Alert>;
  const detail: ResultDetail | null = loaded.value;
  if (!detail) return <Spinner label="Loading your result…" />;
  const { result } = detail;
  // product 'Results panel': mistakes over the characters typed.
  const errorRate = result.typedText.length ? (result.mistakes / result.typedText.length) * 100 : 0;
  return (
    <>
      {result.verification === "flagged" && (
        <div className="space-y-3">
          <p className="text-amber-200">
            Kept off the leaderboard: {result.flags.map((flag) => FLAG_REASONS[flag]).join("; ")}.
          </p>
          {canAppeal(result) && (
            <FlagReview resultId={result.id} requestedAt={detail.reviewRequestedAt} />
          )}
        </div>
      )}
      {!detail.figures && (
        <p className="text-sm text-gray-300">
          This result was saved before keystrokes were kept, so only its mistakes are shown.
        </p>
      )}
      <ResultInsightView
        insight={detail}
        errorRate={errorRate}
        timed={timeLimitOf(result.mode) !== null}
      />
    </>
  );
}
