import { useState } from "react";
import { Link } from "react-router";
import { getRaceHistory } from "../../../core/api/endpoints/races.ts";
import { ROOM_KIND_LABELS } from "../../../core/race/protocol-basics.ts";
import { ordinal } from "../../../core/race/standing.ts";
import { resultPath } from "../../../core/site/result-paths.ts";
import { DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { formatDateTime } from "../../../core/typing/format.ts";
import { api } from "../../lib/api-client.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { RacerName } from "./RacerName.tsx";
import { Card } from "../../ui/Card.tsx";

/** The signed-in typist's races, newest first: every racer's place and speed. */
export function RaceHistory() {
  const [page, setPage] = useState(1);
  const history = useLoaded(String(page), (signal) =>
    api(getRaceHistory, { query: { page: String(page) } }, signal),
  );
  return (
    <section aria-labelledby="race-history-heading" className="space-y-3">
      <h2 id="race-history-heading" className="text-lg font-semibold text-white">
        Your races
      </h2>
      {history.failed && <Alert kind="error">Your races could not be loaded.</Alert>}
      {history.loading && <p className="text-sm text-gray-400">Loading your races…</p>}
      {history.value?.races.length === 0 && (
        <p className="text-sm text-gray-300">
          No races yet: your finished races will be listed here.
        </p>
      )}
      <ol className="space-y-2" data-testid="race-history">
        {history.value?.races.map((race) => (
          <li key={race.id}>
            <Card tone="faint" className="px-4 py-3">
              <p className="text-xs text-gray-400">
                <time dateTime={race.startedAt}>{formatDateTime(race.startedAt)}</time> ·{" "}
                {ROOM_KIND_LABELS[race.kind]} · {DIFFICULTY_LABELS[race.difficulty]}
              </p>
              <ul className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                {race.racers.map((racer, i) => (
                  <li key={i} className={racer.you ? "text-amber-200" : "text-gray-200"}>
                    <span className="font-mono">{racer.place ? ordinal(racer.place) : "–"}</span>{" "}
                    {racer.name === null ? (
                      "A deleted account"
                    ) : (
                      <RacerName name={racer.name} guest={racer.guest} />
                    )}
                    {racer.you && " (you)"}{" "}
                    <span className="font-mono text-gray-400">
                      {racer.wpm === null
                        ? "no place: refused by the checks"
                        : `${Math.round(racer.wpm)} WPM`}
                    </span>
                    {racer.resultId !== null && (
                      <Link
                        to={resultPath(racer.resultId)}
                        className="ml-2 text-xs text-amber-300 underline underline-offset-4 hover:text-amber-200"
                      >
                        Your result
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ol>
      {(page > 1 || history.value?.hasMore) && (
        <div className="flex gap-2">
          <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Button
            variant="secondary"
            disabled={!history.value?.hasMore}
            onClick={() => setPage(page + 1)}
          >
            Older
          </Button>
        </div>
      )}
    </section>
  );
}
