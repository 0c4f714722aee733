import type { ResultSummary } from "../../../core/api/results.ts";
import { formatDateTime, oneDecimal } from "../../../core/typing/format.ts";
import { profileStats } from "../../../core/account/profile-stats.ts";
import { DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { Card } from "../../ui/Card.tsx";
import { HeldForChallenge } from "../../ui/challenge/HeldForChallenge.tsx";

export function StatCards({ results }: { results: ResultSummary[] }) {
  const stats = profileStats(results);
  const cards = [
    { label: "Average WPM", value: String(stats.averageWpm) },
    { label: "Best WPM", value: String(stats.bestWpm) },
    { label: "Average Accuracy", value: `${stats.averageAccuracy}%` },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <Card key={card.label} className="p-5">
          <dt className="text-sm text-gray-400">{card.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-white tabular-nums">{card.value}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** product §2 Profile: each row shows WPM, accuracy %, mode, difficulty, date and time. */
export function RecentTests({ results }: { results: ResultSummary[] }) {
  if (results.length === 0) {
    return <p className="py-6 text-center text-gray-400">No test results yet</p>;
  }
  return (
    <ul className="divide-y divide-gray-800" aria-label="Recent tests">
      {results.map((result) => (
        <li
          key={result.id}
          className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-3"
        >
          <div className="flex items-baseline gap-4">
            <span className="text-lg font-semibold text-white tabular-nums">
              {oneDecimal(result.wpm)} WPM
            </span>
            <span className="text-gray-300 tabular-nums">
              {oneDecimal(result.accuracy)}% accuracy
            </span>
          </div>
          <div className="flex flex-wrap items-baseline gap-x-4 text-sm text-gray-400">
            <span>{result.mode}</span>
            <span>{DIFFICULTY_LABELS[result.difficulty]}</span>
            <time dateTime={result.createdAt}>{formatDateTime(result.createdAt)}</time>
          </div>
          {result.verification === "pending" && (
            <div className="w-full text-sm">
              <HeldForChallenge result={result} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
