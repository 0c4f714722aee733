import { Link } from "react-router";
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
import { STOP_ON_ERROR_LABELS } from "../../../core/typing/stop-on-error.ts";
import { setDifficulty } from "../../lib/difficulty-store.ts";
import { Alert } from "../../ui/Alert.tsx";
import { buttonClass } from "../../ui/Button.tsx";
import { lazyComponent } from "../../ui/lazy-component.tsx";
import { linkClass } from "../../ui/link-style.ts";
import type { PublicResult } from "./result-client.ts";
import { ScoreTiles } from "./ScoreTiles.tsx";
import { SpeedSection } from "./SpeedSection.tsx";

/**
 * What only the result's own typist is shown, their figures and keys and the share buttons,
 * fetched for them alone: anyone else's visit, a shared link's, does not carry it.
 */
const OwnDetail = lazyComponent(
  () => import("./OwnResultDetail.tsx").then((module) => module.OwnResultDetail),
  "Loading your result…",
);
const Share = lazyComponent(
  () => import("./ShareButtons.tsx").then((module) => module.ShareButtons),
  "Loading the share buttons…",
);

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

/**
 * A saved result as anyone sees it: whose, its score, test, date and standing, its speed graph
 * and replay, and the same test to take. Its typist sees the whole of it as well, and may share
 * it from here.
 */
export function ResultView({ result }: { result: PublicResult }) {
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
          <Share.Component text={shareText(result)} url={share} />
        </section>
      )}
      {result.mine ? (
        <OwnDetail.Component resultId={String(result.id)} />
      ) : (
        result.speed.length > 0 && <SpeedSection speed={result.speed} />
      )}
      <SameTest result={result} />
    </section>
  );
}
