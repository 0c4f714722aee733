import type { Insight } from "../../../core/api/insight.ts";
import { Card } from "../../ui/Card.tsx";
import { KeyboardHeatmap } from "../../ui/KeyboardHeatmap.tsx";
import { KeyRanking } from "../../ui/KeyRanking.tsx";

/**
 * The slowest and most error-prone keys and pairs of keys over every result whose keystrokes
 * were kept, on the keyboard and as lists: the same pieces the results panel shows for one run.
 */
export function WeakestKeys({ insight }: { insight: Insight }) {
  const ranking = insight.keyRanking;
  const nothing = Object.values(ranking).every((list) => list.length === 0);
  return (
    <Card as="section" aria-labelledby="weakest-keys" className="p-5 sm:p-6">
      <h2 id="weakest-keys" className="text-lg font-semibold text-white">
        Your weakest keys
      </h2>
      <p className="mt-1 text-sm text-gray-300">
        Mean time per keystroke and share of wrong ones, over every test whose keystrokes were kept.
      </p>
      {nothing ? (
        <p className="py-6 text-center text-gray-300">
          Finish a few tests and the keys that slow you down show here.
        </p>
      ) : (
        <div className="mt-4 space-y-6">
          <KeyboardHeatmap stats={insight.keyStats} />
          <KeyRanking ranking={ranking} Heading="h3" />
        </div>
      )}
    </Card>
  );
}
