import { Link } from "react-router";
import type { Insight } from "../../../core/api/insight.ts";
import { PATHS } from "../../../core/site/paths.ts";
import { Card } from "../../ui/Card.tsx";

/**
 * The typist's races, apart from their tests (issue 33): a race's speed runs from the start
 * signal, reaction included, so it is neither a test's best nor in the tests' averages.
 */
export function RaceFigures({ races }: { races: Insight["races"] }) {
  const figures = [
    { label: "Races run", value: races.run.toLocaleString("en-US"), testId: "races-run" },
    { label: "Wins", value: races.wins.toLocaleString("en-US"), testId: "races-wins" },
    { label: "Top three", value: races.podiums.toLocaleString("en-US"), testId: "races-podiums" },
    {
      label: "Best race speed",
      value: races.bestWpm === null ? "–" : `${Math.round(races.bestWpm)} WPM`,
      testId: "races-best",
    },
  ];
  return (
    <Card as="section" aria-labelledby="profile-races" className="p-5 sm:p-6">
      <h2 id="profile-races" className="text-lg font-semibold text-white">
        Races
      </h2>
      <p className="mt-1 text-sm text-gray-300">
        Kept apart from your tests: a race&apos;s speed counts from the start signal, reaction
        included.
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-gray-300">{figure.label}</dt>
            <dd
              data-testid={figure.testId}
              className="mt-1 font-mono text-xl font-bold text-white tabular-nums"
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm">
        <Link
          to={PATHS.race}
          className="text-amber-300 underline underline-offset-4 hover:text-amber-200"
        >
          {races.run === 0 ? "Race other typists" : "Your races, racer by racer"}
        </Link>
      </p>
    </Card>
  );
}
