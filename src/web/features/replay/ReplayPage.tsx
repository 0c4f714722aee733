import { useMemo } from "react";
import { Link, useParams } from "react-router";
import type { ReplayResponse } from "../../../core/api/replays.ts";
import { PATHS } from "../../../core/site/paths.ts";
import { profilePath, raceRunPath } from "../../../core/site/result-paths.ts";
import { DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { durationLabel, formatDateTime, oneDecimal } from "../../../core/typing/format.ts";
import { buildReplay, replayFrame } from "../../../core/typing/replay-state.ts";
import { timeLimitOf } from "../../../core/typing/mode-limits.ts";
import type { TimelineEdit } from "../../../core/typing/timeline.ts";
import { wpmHistory } from "../../../core/typing/wpm-history.ts";
import { messageOf } from "../../lib/api-client.ts";
import { useSession } from "../../lib/session.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Alert } from "../../ui/Alert.tsx";
import { buttonClass } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { ModerationForm } from "../moderation/index.ts";
import { SpeedGraph } from "../../ui/SpeedGraph.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { fetchReplay } from "./replay-client.ts";
import { ReplayControls } from "./ReplayControls.tsx";
import { ReplayText } from "./ReplayText.tsx";
import { ReportForm } from "./ReportForm.tsx";
import { usePlayback } from "./use-playback.ts";

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card className="p-4">
      <dt className="text-sm text-gray-300">{label}</dt>
      <dd
        className="mt-1 font-mono text-2xl font-bold text-white tabular-nums"
        data-testid={testId}
      >
        {value}
      </dd>
    </Card>
  );
}

function Player({ data, onModerated }: { data: ReplayResponse; onModerated: () => void }) {
  const { result } = data;
  const edits = data.timeline.edits as TimelineEdit[];
  // A timed test lasts its duration; a character test ends at its last keystroke.
  const timed = timeLimitOf(result.mode) !== null;
  const replay = useMemo(
    () => buildReplay(data.passage, edits, timed ? result.duration * 1000 : undefined),
    [data.passage, edits, timed, result.duration],
  );
  const history = useMemo(
    () => wpmHistory(data.passage, edits, replay.endMs),
    [data.passage, edits, replay.endMs],
  );
  const playback = usePlayback(replay);
  const frame = replayFrame(replay, playback.atMs);
  const { user } = useSession();

  return (
    <div className="space-y-6">
      <p className="text-gray-300">
        {data.username ? (
          <Link
            to={profilePath(data.username)}
            className="font-semibold text-white underline decoration-gray-500 underline-offset-4 hover:decoration-white"
          >
            {data.username}
          </Link>
        ) : (
          <span className="font-semibold text-white">Anonymous</span>
        )}{" "}
        typed this {durationLabel(result.duration)}{" "}
        {DIFFICULTY_LABELS[result.difficulty].toLowerCase()} test on{" "}
        {formatDateTime(result.createdAt)}. Every keystroke plays back as it was recorded.
      </p>
      {user && user.username === data.username && (
        <Link
          to={raceRunPath(result.id)}
          className={buttonClass("secondary", "md", "inline-block")}
        >
          Race this run
        </Link>
      )}
      {!data.ranked && (
        <Alert kind="info">
          This result is not on the leaderboard, so only its typist and moderators can see this
          replay.
        </Alert>
      )}
      <dl aria-label="Result" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Live WPM" value={String(frame.wpm)} testId="live-wpm" />
        <Stat label="Final WPM" value={oneDecimal(result.wpm)} />
        <Stat label="Accuracy" value={`${oneDecimal(result.accuracy)}%`} />
        <Stat label="Mistakes" value={String(result.mistakes)} />
      </dl>
      <ReplayText passage={data.passage} typed={frame.typed} />
      <ReplayControls playback={playback} endMs={replay.endMs} />
      <section
        aria-labelledby="replay-graph-title"
        className="rounded-xl border border-gray-700 bg-gray-900 p-4"
      >
        <h2 id="replay-graph-title" className="mb-3 font-semibold text-white">
          Speed Graph
        </h2>
        <SpeedGraph history={history} />
      </section>
      {data.ranked && user && user.username !== data.username && (
        <section aria-labelledby="report-title" className="space-y-2">
          <h2 id="report-title" className="font-semibold text-white">
            Does this run look wrong?
          </h2>
          <p className="text-sm text-gray-300">
            Moderators review reported results and take off the leaderboard any that a person did
            not type.
          </p>
          <ReportForm resultId={result.id} />
        </section>
      )}
      {data.moderation && (
        <section aria-labelledby="moderate-title" className="max-w-md space-y-2">
          <h2 id="moderate-title" className="font-semibold text-white">
            Moderate
          </h2>
          <p className="text-sm text-gray-300">
            {data.ranked ? "Ranked" : `Not ranked (${result.verification})`}
            {data.moderation.banned && " · the typist is banned"}
          </p>
          <ModerationForm
            item={{ id: result.id, verification: result.verification, ...data.moderation }}
            onDone={onModerated}
          />
        </section>
      )}
    </div>
  );
}

/** A ranked result played back from its keystroke timeline, for anyone to check. */
export function ReplayPage() {
  const { resultId = "" } = useParams();
  const replay = useLoaded(resultId, (signal) => fetchReplay(resultId, signal));

  if (replay.failed) {
    return (
      <div className="space-y-4">
        <Alert kind="error" boxed>
          {messageOf(replay.error)}
        </Alert>
        <Link to={PATHS.leaderboard} className="text-amber-300 underline underline-offset-2">
          Back to the leaderboard
        </Link>
      </div>
    );
  }
  const data = replay.value;
  if (!data) return <Spinner label="Loading the replay…" />;
  // Keyed by result, so moving to another replay starts its playback afresh.
  return <Player key={data.result.id} data={data} onModerated={replay.reload} />;
}
