import type { KeyRanking as Ranking, RankedKey } from "../../core/insight/key-ranking.ts";
import { keyLabel } from "../../core/insight/key-label.ts";
import { Char } from "./Char.tsx";

/** How many of each ranking to show: the few worth practising. */
const SHOWN = 5;

/** A bigram's two characters, a space shown and read out as one. */
function Pair({ pair }: { pair: string }) {
  return (
    <>
      {[...pair].map((char, i) => (
        <Char key={i} char={char} />
      ))}
    </>
  );
}

function RankList({
  title,
  Heading,
  rows,
  pairs,
  figure,
  none,
}: {
  title: string;
  Heading: RankingHeading;
  rows: RankedKey[];
  pairs: boolean;
  figure: (row: RankedKey) => string;
  /** What an empty ranking means. */
  none: string;
}) {
  return (
    <div>
      <Heading className="text-sm font-semibold text-gray-200">{title}</Heading>
      {rows.length === 0 ? (
        <p className="mt-1 text-xs text-gray-400">{none}</p>
      ) : (
        <ol className="mt-1 space-y-0.5 text-sm">
          {rows.slice(0, SHOWN).map((row) => (
            <li key={row.key} className="flex justify-between gap-3">
              <span className="font-mono text-gray-100">
                {pairs ? <Pair pair={row.key} /> : keyLabel(row.key)}
              </span>
              <span className="font-mono text-gray-300 tabular-nums">{figure(row)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Speeds need keys typed one at a time, one after the other: a pasted or composed word has none. */
const TOO_FEW = "Too few keystrokes to tell.";

const mean = (row: RankedKey) => `${row.meanMs} ms`;
const errors = (row: RankedKey) => `${row.errorRate.toFixed(1)}% of ${row.hits}`;

/** One level under the section the rankings sit in, so headings never skip a level. */
type RankingHeading = "h3" | "h4";

/** The slowest and most error-prone keys and key pairs, worth practising (issue 15). */
export function KeyRanking({ ranking, Heading }: { ranking: Ranking; Heading: RankingHeading }) {
  return (
    <div className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
      <RankList
        Heading={Heading}
        title="Slowest keys"
        rows={ranking.slowestKeys}
        pairs={false}
        figure={mean}
        none={TOO_FEW}
      />
      <RankList
        Heading={Heading}
        title="Most mistyped keys"
        rows={ranking.errorKeys}
        pairs={false}
        figure={errors}
        none="No mistakes on keys typed often enough."
      />
      <RankList
        Heading={Heading}
        title="Slowest pairs"
        rows={ranking.slowestBigrams}
        pairs
        figure={mean}
        none={TOO_FEW}
      />
      <RankList
        Heading={Heading}
        title="Most mistyped pairs"
        rows={ranking.errorBigrams}
        pairs
        figure={errors}
        none="No mistakes on pairs typed often enough."
      />
    </div>
  );
}
