import { useEffect, useState } from "react";

interface Loaded<T> {
  key: string;
  value?: T;
  failed?: true;
  error?: unknown;
}

export interface Loading<T> {
  loading: boolean;
  failed: boolean;
  /** What the load threw, for a message (messageOf) or a status; null unless it failed. */
  error: unknown;
  value: T | null;
  /** Loads the same key again; what was loaded stays on screen until the new answer comes. */
  reload: () => void;
}

/**
 * The browser's one way to load what a page shows: loads what `key` names, again whenever the
 * key changes or `reload` is called, aborting a load no longer wanted and dropping its answer.
 * A null key loads nothing (yet). When `what` is given, a failure is logged as
 * "Failed to load {what}:".
 */
export function useLoaded<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  what?: string,
): Loading<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>();
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setLoaded({ key, value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (what) console.error(`Failed to load ${what}:`, error);
        setLoaded({ key, failed: true, error });
      },
    );
    return () => controller.abort();
    // The key says what is loaded; the function itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version, what]);

  // A null key never matches: what was loaded for a key stays only while that key is wanted.
  const current = loaded?.key === key ? loaded : undefined;
  return {
    loading: !current,
    failed: !!current?.failed,
    error: current?.error ?? null,
    value: current?.value ?? null,
    reload: () => setVersion((v) => v + 1),
  };
}
