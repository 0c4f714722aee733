import { type ReactNode, memo } from "react";

interface PassageBlockProps {
  text: string;
  /** What was typed over this block's range, possibly shorter than the block. */
  typed: string;
  /** Offset of the caret inside this block, or -1 when the caret is elsewhere. */
  caret: number;
}

/**
 * One line of the passage, or the text from the last line found on. Runs of characters with
 * the same state share one span, so a block is a handful of elements whatever its length: the
 * fewer the elements, the cheaper each keystroke's restyle, layout and paint.
 */
export const PassageBlock = memo(function PassageBlock({ text, typed, caret }: PassageBlockProps) {
  const spans: ReactNode[] = [];
  let runStart = 0;
  let runState = "";
  for (let i = 0; i <= text.length; i++) {
    let state = "";
    if (i < text.length) {
      if (i === caret) state = "caret";
      else if (i < typed.length) state = typed[i] === text[i] ? "ok" : "bad";
      else state = "todo";
    }
    // The caret character and every wrong character stand alone.
    if (state !== runState || state === "caret" || state === "bad") {
      if (i > runStart) {
        spans.push(
          <span key={runStart} className={`tt-${runState}`} data-state={runState}>
            {text.slice(runStart, i)}
          </span>,
        );
      }
      runStart = i;
      runState = state;
    }
  }
  return <div>{spans}</div>;
});
