import { Link, useParams } from "react-router";
import { canAppeal } from "../../../core/moderation/appeal.ts";
import { replayPath } from "../../../core/site/result-paths.ts";
import { formatDateTime } from "../../../core/typing/format.ts";
import { difficultyLabel, modeLabel } from "../../../core/typing/mode-label.ts";
import { FLAG_REASONS } from "../../../core/typing/result-verification.ts";
import { parseModeName } from "../../../core/typing/test-modes.ts";
import { messageOf } from "../../lib/api-client.ts";
import { openAuthModal } from "../../lib/auth-modal.ts";
import { useSession } from "../../lib/session.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { FlagReview } from "./FlagReview.tsx";
import { type ResultDetail, fetchResultDetail } from "./result-client.ts";
import { ResultInsightView } from "./ResultInsightView.tsx";
import { ScoreTiles } from "./ScoreTiles.tsx";
import { PATHS } from "../../../core/site/paths.ts";
import { STOP_ON_ERROR_LABELS } from "../../../core/typing/stop-on-error.ts";

function Detail({ detail }: { detail: ResultDetail }) {
  const { result } = detail;
  // product 'Results panel': mistakes over the characters typed.
  const errorRate = result.typedText.length ? (result.mistakes / result.typedText.length) * 100 : 0;
  return (
    <section
      aria-labelledby="result-title"
      className="space-y-6 rounded-2xl border border-gray-700 bg-gray-800 p-5 sm:p-7"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="result-title" className="text-2xl font-bold text-white">
            {modeLabel(result.mode)} · {difficultyLabel(result.mode, result.difficulty)}
          </h2>
          <p className="mt-1 text-gray-300">
            Typed on {formatDateTime(result.createdAt)} ·{" "}
            <span data-testid="result-stop-on-error">
              Stop on error: {STOP_ON_ERROR_LABELS[result.stopOnError].toLowerCase()}
            </span>
          </p>
        </div>
        {detail.hasReplay && (
          <Link
            to={replayPath(result.id)}
            className="font-medium text-amber-300 underline underline-offset-2"
          >
            Watch replay
          </Link>
        )}
      </div>
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
      <ScoreTiles wpm={result.wpm} accuracy={result.accuracy} mistakes={result.mistakes} />
      {!detail.figures && (
        <p className="text-sm text-gray-300">
          This result was saved before keystrokes were kept, so only its mistakes are shown.
        </p>
      )}
      <ResultInsightView
        insight={detail}
        errorRate={errorRate}
        timed={parseModeName(result.mode)?.kind === "timed"}
      />
    </section>
  );
}

/** One of the signed-in typist's own results, explained as the results panel explains a run. */
export function ResultPage() {
  const { resultId = "" } = useParams();
  const { user, status } = useSession();
  const signedIn = user !== null;
  const loaded = useLoaded(signedIn ? resultId : null, (signal) =>
    fetchResultDetail(resultId, signal),
  );

  if (status === "loading") return <Spinner label="Loading your result…" />;
  if (!signedIn) {
    return (
      <div className="space-y-4">
        <p className="text-gray-200">Please sign in to see your result.</p>
        <Button variant="primary" onClick={() => openAuthModal("signin")}>
          Sign In
        </Button>
      </div>
    );
  }
  if (loaded.failed) {
    return (
      <div className="space-y-4">
        <Alert kind="error" boxed>
          {messageOf(loaded.error)}
        </Alert>
        <Link to={PATHS.profile} className="text-amber-300 underline underline-offset-2">
          Back to your profile
        </Link>
      </div>
    );
  }
  if (!loaded.value) return <Spinner label="Loading your result…" />;
  return <Detail key={loaded.value.result.id} detail={loaded.value} />;
}
