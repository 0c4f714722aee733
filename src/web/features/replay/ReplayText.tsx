import { type ReactNode, useEffect, useRef } from "react";
import { cardClass } from "../../ui/Card.tsx";

/** The passage with what was typed by this moment marked over it, as the typist saw it. */
export function ReplayText({ passage, typed }: { passage: string; typed: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const caretRef = useRef<HTMLSpanElement>(null);

  // Keeps the caret's line in view inside the box, without scrolling the page.
  useEffect(() => {
    const box = boxRef.current;
    const caret = caretRef.current;
    if (!box || !caret) return;
    // The box is the caret's offset parent (it is positioned), so this is within the box.
    const top = caret.offsetTop;
    if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - 40) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
    }
  }, [typed.length]);

  const spans: ReactNode[] = [];
  let runStart = 0;
  let runState = "";
  let runIsBreak = false;
  for (let i = 0; i <= passage.length; i++) {
    let state = "";
    if (i < passage.length) {
      if (i === typed.length) state = "caret";
      else if (i < typed.length) state = typed[i] === passage[i] ? "ok" : "bad";
      else state = "todo";
    }
    // A line break stands alone, so it shows its ↵ as the typing area does (app.css).
    const isBreak = passage[i] === "\n";
    if (state !== runState || state === "caret" || state === "bad" || isBreak || runIsBreak) {
      if (i > runStart) {
        spans.push(
          <span
            key={runStart}
            ref={runState === "caret" ? caretRef : undefined}
            className={runIsBreak ? `tt-${runState} tt-nl` : `tt-${runState}`}
            data-state={runState}
          >
            {passage.slice(runStart, i)}
          </span>,
        );
      }
      runStart = i;
      runState = state;
      runIsBreak = isBreak;
    }
  }

  return (
    <div
      ref={boxRef}
      data-testid="replay-text"
      // A scroll area: focusable and named, so a keyboard can scroll a passage taller than it.
      tabIndex={0}
      role="region"
      aria-label="Passage as typed"
      className={cardClass(
        "relative max-h-72 overflow-y-auto p-4 font-mono text-lg leading-relaxed break-words whitespace-pre-wrap sm:p-6 sm:text-xl",
      )}
    >
      {spans}
    </div>
  );
}
