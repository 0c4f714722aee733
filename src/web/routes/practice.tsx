import { type ComponentProps, useEffect } from "react";
import { PracticePage } from "../features/practice/PracticePage.tsx";
import type { PracticeRunner } from "../features/practice/practice-runner.ts";
import { lazyPracticeResults } from "../features/results/LazyResultsPanel.tsx";
import { PracticeRun } from "../features/typing-test/PracticeRun.tsx";
import { metaLoader } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";

export const meta = routeMeta;
export const loader = metaLoader;

/** A practice text typed on the test's screen, explained by the results' practice panel. */
function Run(props: ComponentProps<PracticeRunner>) {
  return <PracticeRun {...props} Results={lazyPracticeResults.Panel} />;
}

export default function Practice() {
  // The results are not on the page's first load; fetched once it is up, they are there by the
  // time a run ends.
  useEffect(() => void lazyPracticeResults.preload().catch(() => {}), []);
  return <PracticePage Run={Run} />;
}
