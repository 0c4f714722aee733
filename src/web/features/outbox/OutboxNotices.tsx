import { useEffect, useRef, useState } from "react";
import { refusedWhileWaiting, savedWhileWaiting } from "../../../core/typing/save-outbox.ts";
import { forgetRun, isWatched, onOutboxChange } from "../../lib/result-outbox.ts";
import { CLOSE_PATH, Icon } from "../../ui/Icon.tsx";
import { useKeptRuns } from "./use-kept-runs.ts";

/** A notice stays this long after its last news, unless closed sooner. */
const NOTICE_MS = 12_000;

/**
 * product 'Saves that wait': a brief notice, on whatever page is open, when this tab saved a
 * result that was waiting, or the server refused one, which no results panel on screen shows.
 * A refusal is said once: the run then leaves the outbox.
 */
export function OutboxNotices({ userId }: { userId: string }) {
  const [saved, setSaved] = useState<{ wpm: number; mode: string }[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const said = useRef(new Set<string>());
  const runs = useKeptRuns(userId);

  useEffect(
    () =>
      onOutboxChange((event) => {
        if (event.type !== "settled" || !event.here || event.userId !== userId) return;
        if (event.outcome.kind !== "saved" || isWatched(event.token)) return;
        const { wpm } = event.outcome.result;
        setSaved((list) => [...list, { wpm, mode: event.mode }]);
      }),
    [userId],
  );

  useEffect(() => {
    for (const run of runs) {
      if (run.refusal === undefined || isWatched(run.token) || said.current.has(run.token)) {
        continue;
      }
      said.current.add(run.token);
      setRefused((list) => [...list, refusedWhileWaiting(run.request.mode, run.refusal ?? null)]);
      void forgetRun(run.token);
    }
  }, [runs]);

  const shown = saved.length + refused.length;
  const close = () => {
    setSaved([]);
    setRefused([]);
  };
  useEffect(() => {
    if (shown === 0) return;
    const timer = setTimeout(() => {
      setSaved([]);
      setRefused([]);
    }, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div
      role="status"
      data-testid="outbox-notices"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-end sm:left-auto"
    >
      {shown > 0 && (
        <div
          data-testid="outbox-notice"
          className="pointer-events-auto flex max-w-sm items-start gap-3 rounded-lg border border-gray-700 bg-gray-900 p-3 text-sm text-gray-100 shadow-lg shadow-black/40"
        >
          <div className="space-y-1">
            {saved.length > 0 && <p className="text-emerald-300">{savedWhileWaiting(saved)}</p>}
            {refused.map((line, i) => (
              <p key={i} className="text-red-300">
                {line}
              </p>
            ))}
          </div>
          <button
            type="button"
            onClick={close}
            aria-label="Dismiss"
            className="shrink-0 rounded-md p-1 text-gray-300 hover:bg-gray-800 hover:text-white"
          >
            <Icon className="size-4">
              <path d={CLOSE_PATH} />
            </Icon>
          </button>
        </div>
      )}
    </div>
  );
}
