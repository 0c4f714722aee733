import { type ComponentType, useEffect, useState } from "react";
import { Spinner } from "../../ui/Spinner.tsx";

/**
 * A results panel that a page's first load does not carry: `preload` starts fetching it (a test
 * calls it from its first key, which leaves the whole run for the download), and `Panel` shows
 * it once it has arrived; only a download slower than the run shows the wait.
 */
function lazyPanel<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  // Kept for the page's lifetime, so Try Again and the next run find the panel at once.
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;

  function preload(): Promise<ComponentType<Props>> {
    loading ??= load().then(
      (panel) => (loaded = panel),
      (error: unknown) => {
        // Offline for a moment: the next run, or the next time a panel is shown, asks again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  function Panel(props: Props) {
    const [, setArrived] = useState(loaded !== undefined);
    useEffect(() => {
      if (!loaded) void preload().then(() => setArrived(true));
    }, []);
    if (!loaded) return <Spinner label="Loading your results…" />;
    const Loaded = loaded;
    return <Loaded {...props} />;
  }

  return { Panel, preload };
}

/** The results as a test page hands them to its typing test: loaded on demand. */
export const lazyResults = lazyPanel(() =>
  import("./ResultsPanel.tsx").then((module) => module.ResultsPanel),
);

/** The practice results, loaded on demand in the same way. */
export const lazyPracticeResults = lazyPanel(() =>
  import("./PracticeResultsPanel.tsx").then((module) => module.PracticeResultsPanel),
);
