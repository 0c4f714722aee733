import { type ComponentProps, useEffect, useState } from "react";
import { Spinner } from "../../ui/Spinner.tsx";
import type { ResultsPanel } from "./ResultsPanel.tsx";

type Panel = typeof ResultsPanel;

// Kept for the page's lifetime, so Try Again and the next test find the panel at once.
let loaded: Panel | undefined;
let loading: Promise<Panel> | undefined;

/**
 * Starts fetching the results panel, which a test page's first load does not carry. A test
 * calls this from its first key, which leaves the whole test for the download.
 */
export function preloadResultsPanel(): Promise<Panel> {
  loading ??= import("./ResultsPanel.tsx").then(
    (module) => (loaded = module.ResultsPanel),
    (error: unknown) => {
      // Offline for a moment: the next test, or the next time a panel is shown, asks again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The results panel once it has arrived; only a download slower than the test shows the wait. */
export function LazyResultsPanel(props: ComponentProps<Panel>) {
  const [, setArrived] = useState(loaded !== undefined);
  useEffect(() => {
    if (!loaded) void preloadResultsPanel().then(() => setArrived(true));
  }, []);
  if (!loaded) return <Spinner label="Loading your results…" />;
  const Loaded = loaded;
  return <Loaded {...props} />;
}

/** The results as a test page hands them to its typing test: loaded on demand. */
export const lazyResults = { Panel: LazyResultsPanel, preload: preloadResultsPanel };
