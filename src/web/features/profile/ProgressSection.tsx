import { useState } from "react";
import type { ResultSummary } from "../../../core/api/results.ts";
import { modeLabel } from "../../../core/typing/mode-label.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Card } from "../../ui/Card.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { LabelledSelect } from "../../ui/Select.tsx";
import { ModeOptions } from "./HistoryFilters.tsx";
import { fetchModeProgress } from "./profile-api.ts";
import { ProgressChart } from "./ProgressChart.tsx";
import { useLoaded } from "../../lib/use-loaded.ts";

const emptyClass = "py-6 text-center text-gray-300";

/** One mode's newest results, fetched when it is chosen: the profile's own may hold none of it. */
function ModeProgress({ mode }: { mode: string }) {
  const { loading, value } = useLoaded(
    mode,
    (signal) => fetchModeProgress(mode, signal),
    "the progress of one mode",
  );
  if (loading) return <Spinner label="Loading your progress…" />;
  if (!value) return <Alert kind="error">Failed to load test results</Alert>;
  if (value.results.length === 0) {
    return <p className={emptyClass}>No {modeLabel(mode)} tests yet.</p>;
  }
  return <ProgressChart results={value.results} />;
}

/** product 'Profile', 'Recent Progress', of every mode or of one; the newest 20 either way. */
export function ProgressSection({ results }: { results: ResultSummary[] }) {
  const [mode, setMode] = useState("all");
  return (
    <Card as="section" aria-labelledby="recent-progress" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="recent-progress" className="text-lg font-semibold text-white">
          Recent Progress
        </h2>
        {results.length > 0 && (
          <LabelledSelect
            label="Chart mode"
            value={mode}
            onChange={setMode}
            className="w-full sm:w-56"
          >
            <ModeOptions allLabel="All modes" />
          </LabelledSelect>
        )}
      </div>
      <div className="mt-4">
        {results.length === 0 ? (
          <p className={emptyClass}>
            Finish a test while signed in and your progress appears here.
          </p>
        ) : mode === "all" ? (
          <ProgressChart results={results} />
        ) : (
          <ModeProgress mode={mode} />
        )}
      </div>
    </Card>
  );
}
