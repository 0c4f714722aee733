import { Link, useParams } from "react-router";
import { canAppeal } from "../../../core/moderation/appeal.ts";
import { PATHS } from "../../../core/site/paths.ts";
import {
  modeAndDifficulty,
  publicResultTitle,
  resultStanding,
  sameTest,
  typistName,
} from "../../../core/site/public-result.ts";
import {
  profilePath,
  raceRunPath,
  replayPath,
  resultPath,
} from "../../../core/site/result-paths.ts";
import { shareText } from "../../../core/site/share-text.ts";
import { formatDateTime } from "../../../core/typing/format.ts";
import { FLAG_REASONS } from "../../../core/typing/result-verification.ts";
import { timeLimitOf } from "../../../core/typing/mode-limits.ts";
import { STOP_ON_ERROR_LABELS } from "../../../core/typing/stop-on-error.ts";
import { messageOf } from "../../lib/api-client.ts";
import { setDifficulty } from "../../lib/difficulty-store.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Alert } from "../../ui/Alert.tsx";
import { buttonClass } from "../../ui/Button.tsx";
import { PublicView } from "../../ui/PublicView.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { FlagReview } from "./FlagReview.tsx";
import {
  type PublicResult,
  type ResultDetail,
  fetchPublicResult,
  fetchResultDetail,
} from "./result-client.ts";
import { ResultInsightView } from "./ResultInsightView.tsx";
import { ScoreTiles } from "./ScoreTiles.tsx";
import { ShareButtons } from "./ShareButtons.tsx";
import { SpeedSection } from "./SpeedSection.tsx";
import { linkClass } from "../../ui/link-style.ts";

const fontLinkClass = `font-medium ${linkClass}`;

const STANDING_TONES = {
  verified: { text: "text-emerald-300", dot: "bg-emerald-400" },
  unranked: { text: "text-amber-200", dot: "bg-amber-400" },
  neutral: { text: "text-gray-300", dot: "bg-gray-400" },
} as const;

/** Whether the checks vouch for the result, and whether it ranks, said as plainly to anyone. */
function StandingLine({ result }: { result: PublicResult }) {
  const standing = resultStanding(result.mode, result.verification);
  const tone = STANDING_TONES[standing.tone];
  return (
    <p data-testid="result-standing" className={`flex items-start gap-2 text-sm ${tone.text}`}>
      <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${tone.dot}`} />
      {standing.sentence}
    </p>
  );
}

/** The invitation to take the same test, at the result's difficulty where a test has one. */
function SameTest({ result }: { result: PublicResult }) {
  const test = sameTest(result);
  const [title, line] = result.mine
    ? [`Beat your ${result.wpm} WPM`, "Take the same test again."]
    : [`Can you beat ${result.wpm} WPM?`, "Take the same test, free and without an account."];
  return (
    <section
      aria-labelledby="same-test-title"
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-amber-400/30 bg-amber-400/5 p-4"
    >
      <div>
        <h3 id="same-test-title" className="font-semibold text-amber-200">
          {title}
        </h3>
        <p className="mt-1 text-sm text-gray-300">{line}</p>
      </div>
      <Link
        to={test.path}
        onClick={() => test.difficulty && setDifficulty(test.difficulty)}
        className={buttonClass("primary", "lg", "w-full text-center sm:w-auto")}
      >
        {test.label}
      </Link>
    </section>
  );
}

/** What only the typist sees of their own result: its figures, mistakes, keys and flags. */
function OwnDetail({ resultId }: { resultId: string }) {
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

/**
 * A saved result as anyone sees it: whose, its score, test, date and standing, its speed graph
 * and replay, and the same test to take. Its typist sees the whole of it as well, and may share
 * it from here.
 */
function ResultView({ result }: { result: PublicResult }) {
  const name = typistName(result.username);
  const share = () => new URL(resultPath(result.id), window.location.origin).href;
  return (
    <section
      aria-labelledby="result-title"
      className="space-y-6 rounded-2xl border border-gray-700 bg-gray-800 p-5 sm:p-7"
    >
      {/* React puts it in the head, over the page's own title, while the result is shown. */}
      <title>{publicResultTitle(result)}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="result-title" className="text-2xl font-bold text-white">
            {result.mine ? "Your result" : `${name}'s result`}
          </h2>
          <p className="mt-1 text-gray-300" data-testid="result-test">
            {modeAndDifficulty(result)}
          </p>
          <p className="mt-0.5 text-sm text-gray-400">
            Typed{" "}
            {result.username && (
              <>
                by{" "}
                <Link to={profilePath(result.username)} className={fontLinkClass}>
                  {result.username}
                </Link>{" "}
              </>
            )}
            on {formatDateTime(result.createdAt)} ·{" "}
            <span data-testid="result-stop-on-error">
              Stop on error: {STOP_ON_ERROR_LABELS[result.stopOnError].toLowerCase()}
            </span>
          </p>
        </div>
        {result.hasReplay && (
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <Link to={replayPath(result.id)} className={fontLinkClass}>
              Watch replay
            </Link>
            {result.mine && (
              <Link to={raceRunPath(result.id)} className={fontLinkClass}>
                Race this run
              </Link>
            )}
          </div>
        )}
      </div>
      <StandingLine result={result} />
      {result.mine && !result.isPublic && result.verification !== "removed" && (
        <Alert kind="info" className="text-sm">
          Only you can see this page: your results are private. You can change that on{" "}
          <Link to={PATHS.profile} className={fontLinkClass}>
            your profile
          </Link>
          .
        </Alert>
      )}
      <ScoreTiles
        wpm={result.wpm}
        accuracy={result.accuracy}
        mistakes={result.mistakes}
        whose={result.mine ? "Your score" : `${name}'s score`}
      />
      {result.mine && result.isPublic && (
        <section aria-labelledby="share-title" className="space-y-3">
          <h3 id="share-title" className="font-semibold text-white">
            Share this result
          </h3>
          <ShareButtons text={shareText(result)} url={share} />
        </section>
      )}
      {result.mine ? (
        <OwnDetail resultId={String(result.id)} />
      ) : (
        result.speed.length > 0 && <SpeedSection speed={result.speed} />
      )}
      <SameTest result={result} />
    </section>
  );
}

const RESULT_WORDS = {
  thing: "result",
  missingTitle: "Result Not Found",
  hiddenBecause: "the typist keeps their results private",
};

/** /results/:id: one saved result, for anyone its typist lets see it (issue 33). */
export function ResultPage() {
  const { resultId = "" } = useParams();
  return (
    <PublicView id={resultId} load={fetchPublicResult} words={RESULT_WORDS}>
      {(result) => <ResultView key={result.id} result={result} />}
    </PublicView>
  );
}
