import type { Insight } from "../../../core/api/insight.ts";
import {
  dayCount,
  formatTimeTyped,
  formatUtcDay,
  testCount,
} from "../../../core/account/profile-summary.ts";
import { Card } from "../../ui/Card.tsx";

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Card className="p-5">
      <dt className="text-sm text-gray-300">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-white tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm text-gray-300">{note}</dd>
    </Card>
  );
}

/** Tests taken, time spent typing them, and the current run of UTC days with a test. */
export function TotalsStreak({
  totals,
  streak,
}: {
  totals: Insight["totals"];
  streak: Insight["streak"];
}) {
  return (
    <dl aria-label="Totals and streak" className="grid gap-4 sm:grid-cols-3">
      <Figure
        label="Tests taken"
        value={totals.tests.toLocaleString("en-US")}
        note={
          totals.tests === 0
            ? "Your first one is a click away."
            : "Every test saved; races count apart"
        }
      />
      <Figure
        label="Time typed"
        value={formatTimeTyped(totals.secondsTyped)}
        note={`Over ${testCount(totals.tests)}`}
      />
      <Figure
        label="Current streak"
        value={dayCount(streak.days)}
        note={
          streak.days > 0 && streak.lastDay
            ? `Last test on ${formatUtcDay(streak.lastDay)} (UTC)`
            : "Take a test today to start a streak."
        }
      />
    </dl>
  );
}
