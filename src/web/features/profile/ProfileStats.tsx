import type { ResultSummary } from "../../../core/api/results.ts";
import { profileStats } from "../../../core/account/profile-stats.ts";
import { Card } from "../../ui/Card.tsx";

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
