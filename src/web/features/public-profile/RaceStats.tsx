import { oneDecimal } from "../../../core/typing/format.ts";
import { Card } from "../../ui/Card.tsx";
import type { PublicProfile } from "./profile-client.ts";

const wpm = (value: number | null) => (value === null ? "–" : `${oneDecimal(value)} WPM`);

/** The typist's races, kept apart from their tests: a race's speed includes reaction time. */
export function RaceStats({ races }: { races: PublicProfile["races"] }) {
  const figures = [
    { label: "Races run", value: races.run.toLocaleString("en-US") },
    { label: "Wins", value: races.wins.toLocaleString("en-US") },
    { label: "Last 10 average", value: wpm(races.recentAverageWpm) },
    { label: "Best race", value: wpm(races.bestWpm) },
  ];
  return (
    <Card as="section" aria-labelledby="profile-races" className="p-4 sm:p-6">
      <h2 id="profile-races" className="text-lg font-semibold text-white">
        Races
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-gray-300">{figure.label}</dt>
            <dd className="mt-1 font-mono text-xl font-bold text-white tabular-nums">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
