import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import type { ReplayResponse } from "../../../core/api/replays.ts";
import { MAX_REPEAT_TEXT_LENGTH } from "../../../core/practice/custom-text.ts";
import { modeAndDifficulty } from "../../../core/site/public-result.ts";
import { replayPath } from "../../../core/site/result-paths.ts";
import { withSite } from "../../../core/site/site.ts";
import { isLanguage } from "../../../core/texts/languages.ts";
import { ghostRaceMode } from "../../../core/typing/ghost-race-mode.ts";
import { ghostEnd, ghostTrack } from "../../../core/typing/ghost-track.ts";
import { ghostLabel, ghostName, ghostVerdict } from "../../../core/typing/ghost-verdict.ts";
import type { TimelineEdit } from "../../../core/typing/timeline.ts";
import { ApiRequestError, messageOf } from "../../lib/api-client.ts";
import { openAuthModal } from "../../lib/auth-modal.ts";
import { useSession } from "../../lib/session.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { LazyTypingRun } from "../../typing/lazy-typing-run.ts";
import type { TextSource } from "../../typing/use-typing-test.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { lazyPracticeResults as results } from "../results/index.ts";
import { fetchReplay } from "./replay-client.ts";
import { linkClass } from "../../ui/link-style.ts";

const fontLinkClass = `font-medium ${linkClass}`;

/** One past run raced, from the typist's first key to who won; Race it again starts afresh. */
function GhostRace({ data }: { data: ReplayResponse }) {
  const [run, setRun] = useState(0);
  const again = useCallback(() => setRun((n) => n + 1), []);
  const track = useMemo(() => ghostTrack(data.timeline.edits as TimelineEdit[]), [data]);
  const [name] = useState(() => ghostName(data.result.createdAt, Date.now()));
  const label = ghostLabel(name, data.result.wpm);
  const setup = useMemo(() => ghostRaceMode(data.result.mode), [data]);
  const source = useMemo(
    (): TextSource => ({
      kind: "given",
      text: data.passage,
      code: data.text.kind === "code",
      ...(isLanguage(data.text.language) && { language: data.text.language }),
    }),
    [data],
  );
  const ghost = useMemo(() => ({ track, label }), [track, label]);
  const end = ghostEnd(track);

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-white">Race {name}</h2>
        <p className="mt-1 text-gray-300">
          Type its text again ({modeAndDifficulty(data.result)}) while its keystrokes replay beside
          you from your first key. The race is unranked, and saved to your history as a repeat.
        </p>
      </div>
      <LazyTypingRun.Component
        key={run}
        setup={setup}
        source={source}
        badge={{ label: "Text", value: "Repeat" }}
        onRestart={again}
        preload={results.preload}
        ghost={ghost}
        renderResults={({ result, timeline }) => (
          <results.Panel
            result={result}
            timeline={timeline}
            kind="repeat"
            title={`Race against ${name}`}
            againLabel="Race it again"
            onAgain={again}
            verdict={
              ghostVerdict(
                {
                  wpm: result.wpm,
                  ms: result.elapsedMs,
                  finished: result.typed.length === result.passage.length,
                },
                { wpm: data.result.wpm, ms: end.ms, finished: end.length === data.passage.length },
                name,
              ).text
            }
          />
        )}
      />
    </div>
  );
}

/** Why there is no race, and the way on. */
function NoRace({ children }: { children: ReactNode }) {
  return <div className="space-y-4 text-gray-300">{children}</div>;
}

/**
 * /replay/:resultId?race (issue 36): one of the typist's own runs typed again, its keystrokes
 * replayed as a ghost beside the live run, and at the end who won. Only a signed-in typist's own
 * runs are raced; a run with no replay says so.
 */
export function RaceRunPage() {
  return (
    <>
      {/* React puts it in the head, over the replay page's own title, while the race is shown. */}
      <title>{withSite("Race Your Run")}</title>
      <RaceRun />
    </>
  );
}

function RaceRun() {
  const { resultId = "" } = useParams();
  const { user, status } = useSession();
  const replay = useLoaded(user ? `${user.id}:${resultId}` : null, (signal) =>
    fetchReplay(resultId, signal),
  );

  if (status === "loading") return <Spinner label="Loading the run…" />;
  if (!user) {
    return (
      <NoRace>
        <p>Sign in to race your own runs: each of your saved results can be raced from its page.</p>
        <Button variant="primary" onClick={() => openAuthModal("signin")}>
          Sign In
        </Button>
      </NoRace>
    );
  }
  if (replay.failed) {
    const missing = replay.error instanceof ApiRequestError && replay.error.status === 404;
    return (
      <NoRace>
        <Alert kind="error" boxed data-testid="no-race">
          {missing
            ? "This run cannot be raced: there is no replay of it, as its keystrokes were not kept or it is not a run of yours."
            : messageOf(replay.error)}
        </Alert>
      </NoRace>
    );
  }
  const data = replay.value;
  if (!data) return <Spinner label="Loading the run…" />;
  if (data.username !== user.username || data.passage.length > MAX_REPEAT_TEXT_LENGTH) {
    return (
      <NoRace>
        <Alert kind="error" boxed data-testid="no-race">
          {data.username !== user.username
            ? "Only your own runs can be raced."
            : "This run's text is too long to type again."}
        </Alert>
        <Link to={replayPath(data.result.id)} className={fontLinkClass}>
          Watch its replay
        </Link>
      </NoRace>
    );
  }
  // Keyed by result, so moving to another run races it afresh.
  return <GhostRace key={data.result.id} data={data} />;
}
