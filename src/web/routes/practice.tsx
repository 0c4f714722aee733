import type { ComponentProps } from "react";
import { PracticePage } from "../features/practice/PracticePage.tsx";
import { PracticeRun } from "../features/practice/PracticeRun.tsx";
import type { PracticeRunner } from "../features/practice/practice-runner.ts";
import { lazyPracticeResults } from "../features/results/LazyResultsPanel.tsx";
import { metaLoader } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";

export const meta = routeMeta;
export const loader = metaLoader;

/**
 * A practice text typed on the test's screen, explained by the results' practice panel, whose
 * code is fetched at the run's first key, as a test's is.
 */
function Run(props: ComponentProps<PracticeRunner>) {
  return (
    <PracticeRun
      {...props}
      Results={lazyPracticeResults.Panel}
      preload={lazyPracticeResults.preload}
    />
  );
}

export default function Practice() {
  return <PracticePage Run={Run} />;
}
