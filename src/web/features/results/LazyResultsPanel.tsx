import type { ComponentType } from "react";
import { lazyComponent } from "../../ui/lazy-component.tsx";

/**
 * A results panel that a page's first load does not carry: `preload` starts fetching it (a test
 * calls it from its first key, which leaves the whole run for the download), and `Panel` shows
 * it once it has arrived.
 */
function lazyPanel<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const { Component, preload } = lazyComponent(load, "Loading your results…");
  return { Panel: Component, preload };
}

/** The practice results, loaded on demand in the same way. */
export const lazyPracticeResults = lazyPanel(() =>
  import("./PracticeResultsPanel.tsx").then((module) => module.PracticeResultsPanel),
);

/**
 * The results as a test page hands them to its typing test: loaded on demand, and the practice
 * panel for a zen or custom run, which is saved as practice is.
 */
export const lazyResults = {
  ...lazyPanel(() => import("./ResultsPanel.tsx").then((module) => module.ResultsPanel)),
  Unranked: lazyPracticeResults.Panel,
  preloadUnranked: lazyPracticeResults.preload,
};
