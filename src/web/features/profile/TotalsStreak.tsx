import type { Insight } from "../../../core/api/insight.ts";
import {
  dayCount,
  formatTimeTyped,
  formatUtcDay,
  testCount,
} from "../../../core/account/profile-summary.ts";
import { Card } from "../../ui/Card.tsx";

function Figure({
  label,
  value,
  part,
  note,
}: {
  label: string;
  value: string;
  /** What of the value is imported, said beside it: '(40 imported)'. */
  part?: string | undefined;
  note: string;
}) {
  return (
    <Card className="p-5">
      <dt className="text-sm text-gray-300">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-white tabular-nums">
        {value}
        {part && <span className="ml-2 text-sm font-normal text-gray-300">({part})</span>}
      </dd>
      <dd className="mt-1 text-sm text-gray-300">{note}</dd>
    </Card>
  );
}

/**
 * Tests taken, time spent typing them, and the current run of UTC days with a test. Results
 * imported from other sites count in the first two, and each says how many of its figure are
 * imported; the streak is of tests typed here.
 */
export function TotalsStreak({
  totals,
  imported,
  streak,
}: {
  totals: Insight["totals"];
  imported: Insight["imported"];
  streak: Insight["streak"];
}) {
  const tests = totals.tests + imported.tests;
  const anyImported = imported.tests > 0;
  return (
    <dl aria-label="Totals and streak" className="grid gap-4 sm:grid-cols-3">
      <Figure
        label="Tests taken"
        value={tests.toLocaleString("en-US")}
        part={anyImported ? `${imported.tests.toLocaleString("en-US")} imported` : undefined}
        note={
          tests === 0
            ? "Your first one is a click away."
            : anyImported
              ? "Every test saved and imported; races count apart"
              : "Every test saved; races count apart"
        }
      />
      <Figure
        label="Time typed"
        value={formatTimeTyped(totals.secondsTyped + imported.secondsTyped)}
        part={anyImported ? `${formatTimeTyped(imported.secondsTyped)} imported` : undefined}
        note={`Over ${testCount(tests)}`}
      />
      <Figure
        label="Current streak"
        value={dayCount(streak.days)}
        note={
          streak.days > 0 && streak.lastDay
            ? `Last test on ${formatUtcDay(streak.lastDay)} (UTC)${anyImported ? "; tests typed here only" : ""}`
            : "Take a test today to start a streak."
        }
      />
    </dl>
  );
}
