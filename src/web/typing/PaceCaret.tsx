import { type RefObject, memo, useEffect } from "react";
import type { PaceCaret as PaceSetting } from "../../core/settings/settings.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { type PaceResults, choosePace } from "../../core/typing/pace-caret.ts";
import { useSession } from "../lib/session.ts";
import { useSettings } from "../lib/settings-store.ts";
import { useLoaded } from "../lib/use-loaded.ts";
import { movePaceCaret } from "./pace-caret-mover.ts";
import { fetchPaceResults } from "./pace-results.ts";

const NO_RESULTS: PaceResults = { best: null, recent: [] };

interface PaceCaretProps {
  /** The element the passage is drawn in (TypingArea's passageHost). */
  host: RefObject<HTMLElement | null>;
  setting: Exclude<PaceSetting, "off">;
  mode: string;
  difficulty: Difficulty;
  /** performance.now() when the clock started; null before the first key. */
  startedAt: number | null;
  rtl: boolean;
}

/**
 * The pace caret (issue 36) and the label that says its speed. Loaded only when the setting is
 * on, and memoised: a keystroke re-renders the run around it, never this.
 */
export const PaceCaret = memo(function PaceCaret({
  host,
  setting,
  mode,
  difficulty,
  startedAt,
  rtl,
}: PaceCaretProps) {
  const setWpm = useSettings().paceCaretWpm;
  const { user } = useSession();
  const kind = setting === "custom" ? null : setting;
  // Signed out, there are no results to race: the label says the set speed stands in.
  const loaded = useLoaded(
    user && kind ? `pace:${user.id}:${kind}:${mode}:${difficulty}` : null,
    (signal) => fetchPaceResults(kind!, mode, difficulty, signal),
  );
  const waiting = user !== null && kind !== null && loaded.loading;
  const pace = choosePace(setting, setWpm, loaded.value ?? NO_RESULTS);

  useEffect(() => {
    const passage = host.current;
    if (startedAt === null || !passage) return;
    return movePaceCaret(passage, startedAt, pace.wpm, rtl);
  }, [host, startedAt, pace.wpm, rtl]);

  return (
    <p className="flex items-center gap-2 text-sm text-gray-400">
      {/* The caret's own line, so the label says which caret it is. */}
      <span aria-hidden="true" className="tt-pace-swatch" />
      <span data-testid="pace-label">{waiting ? "" : pace.label}</span>
    </p>
  );
});
