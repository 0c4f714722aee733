import { type ComponentType, useEffect, useState } from "react";
import { Spinner } from "./Spinner.tsx";

/**
 * A component that a page's first load does not carry: `preload` starts fetching its code, and
 * `Component` shows it once it has arrived, and a spinner saying `waiting` until then; only a
 * download slower than what comes before it shows the wait.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  waiting: string,
) {
  // Kept for the page's lifetime, so the next run finds the component at once.
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;

  function preload(): Promise<ComponentType<Props>> {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Offline for a moment: the next time the component is shown, it is asked for again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  function Component(props: Props) {
    const [, setArrived] = useState(loaded !== undefined);
    // Asked even when the code is here by now: it may have come between the render and this
    // effect, and the spinner drawn then must still give way.
    useEffect(() => void preload().then(() => setArrived(true)), []);
    if (!loaded) return <Spinner label={waiting} />;
    const Loaded = loaded;
    return <Loaded {...props} />;
  }

  return { Component, preload };
}
