import type { Insight } from "../../../core/api/insight.ts";
import {
  type RankedKeyLike,
  bigramLabel,
  errorFigure,
  keyLabel,
  speedFigure,
} from "../../../core/account/weak-keys.ts";
import { Card } from "../../ui/Card.tsx";

/** How many of each ranking to name: a short list to practise, not the whole keyboard. */
const SHOWN = 5;

function KeyList({
  title,
  keys,
  label,
  figure,
  empty,
}: {
  title: string;
  empty: string;
  keys: RankedKeyLike[];
  label: (key: string) => string;
  figure: (key: RankedKeyLike) => string;
}) {
  return (
    <div>
      <h3 className="font-semibold text-gray-100">{title}</h3>
      {keys.length === 0 ? (
        <p className="mt-2 text-sm text-gray-300">{empty}</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm">
          {keys.slice(0, SHOWN).map((key) => (
            <li key={key.key} className="flex justify-between gap-3">
              <kbd className="rounded border border-gray-600 bg-gray-800 px-1.5 font-mono whitespace-pre text-gray-100">
                {label(key.key)}
              </kbd>
              <span className="text-right text-gray-300 tabular-nums">{figure(key)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * The slowest and most error-prone keys and pairs of keys over every result whose keystrokes
 * were kept. Self-contained, so a keyboard heatmap can stand beside it.
 */
export function WeakestKeys({ ranking }: { ranking: Insight["keyRanking"] }) {
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
        <div className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          <KeyList
            title="Slowest keys"
            empty="Not enough keystrokes timed yet."
            keys={ranking.slowestKeys}
            label={keyLabel}
            figure={speedFigure}
          />
          <KeyList
            title="Most error-prone keys"
            empty="No mistakes yet on the keys you type often."
            keys={ranking.errorKeys}
            label={keyLabel}
            figure={errorFigure}
          />
          <KeyList
            title="Slowest key pairs"
            empty="Not enough key pairs timed yet."
            keys={ranking.slowestBigrams}
            label={bigramLabel}
            figure={speedFigure}
          />
          <KeyList
            title="Most error-prone key pairs"
            empty="No mistakes yet on the pairs you type often."
            keys={ranking.errorBigrams}
            label={bigramLabel}
            figure={errorFigure}
          />
        </div>
      )}
    </Card>
  );
}
