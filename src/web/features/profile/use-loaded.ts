import { useEffect, useState } from "react";

type Loaded<T> = { key: string; value: T } | { key: string; error: true };

export interface Loading<T> {
  loading: boolean;
  failed: boolean;
  value: T | null;
}

/**
 * Loads what `key` names, again whenever the key changes, dropping an answer that arrives for
 * a key no longer wanted. `what` names it in the log when it fails.
 */
export function useLoaded<T>(
  what: string,
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): Loading<T> {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setLoaded({ key, value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to load ${what}:`, error);
        setLoaded({ key, error: true });
      },
    );
    return () => controller.abort();
    // The key says what is loaded; the function itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, what]);

  const current = loaded?.key === key ? loaded : null;
  return {
    loading: current === null,
    failed: current !== null && "error" in current,
    value: current && "value" in current ? current.value : null,
  };
}
