import { type ReactNode, useMemo } from "react";
import { rankKeys } from "../../../core/insight/key-ranking.ts";
import type { ResultInsight } from "../../../core/insight/result-insight.ts";
import { KeyRanking } from "../../ui/KeyRanking.tsx";
import { KeyboardHeatmap } from "../../ui/KeyboardHeatmap.tsx";
import { MistakeList } from "./MistakeList.tsx";
import { ResultFiguresGrid } from "./ResultFigures.tsx";
import { SpeedSection } from "./SpeedSection.tsx";

interface ResultInsightViewProps {
  insight: ResultInsight;
  /** Mistakes over characters typed, % (product 'Results panel'). */
  errorRate: number;
  timed: boolean;
  /** What comes between the figures and the mistakes: the live panel's share buttons. */
  afterFigures?: ReactNode;
  /** A zen run: no text to be right or wrong against, so no figures of it nor mistakes. */
  freeTyping?: boolean;
}

/**
 * What explains a result (issue 15), from plain data: a run just typed or a saved result alike.
 * The figures, its mistakes in their words, the speed graph, and the keys it was slow or wrong on.
 */
export function ResultInsightView({
  insight,
  errorRate,
  timed,
  afterFigures,
  freeTyping = false,
}: ResultInsightViewProps) {
  const ranking = useMemo(
    () => (insight.keyStats ? rankKeys(insight.keyStats) : null),
    [insight.keyStats],
  );

  return (
    <>
      {insight.figures && !freeTyping && (
        <ResultFiguresGrid figures={insight.figures} timed={timed} />
      )}
      {afterFigures}
      {!freeTyping && <MistakeList mistakes={insight.mistakes} errorRate={errorRate} />}
      <SpeedSection speed={insight.speed} />
      {insight.keyStats && ranking && (
        <section
          aria-labelledby="keys-title"
          className="rounded-xl border border-gray-700 bg-gray-900 p-4"
        >
          <h3 id="keys-title" className="font-semibold text-white">
            Keys
          </h3>
          <p className="mt-1 mb-3 text-sm text-gray-400">
            Each key's error rate or mean time since the key before it, in this run.
          </p>
          <div className="space-y-5">
            <KeyboardHeatmap stats={insight.keyStats} />
            <KeyRanking ranking={ranking} Heading="h4" />
          </div>
        </section>
      )}
    </>
  );
}
