import { type ReactNode, memo } from "react";

/** Characters per rendered chunk: typing touches one chunk, so one chunk re-renders. */
const CHUNK = 48;

interface ChunkProps {
  text: string;
  /** What was typed over this chunk's range, possibly shorter than the chunk. */
  typed: string;
  /** Offset of the caret inside this chunk, or -1 when the caret is elsewhere. */
  caret: number;
}

/**
 * Runs of characters with the same state share one span, so a chunk is a handful of
 * elements whatever its length.
 */
const Chunk = memo(function Chunk({ text, typed, caret }: ChunkProps) {
  const spans: ReactNode[] = [];
  let runStart = 0;
  let runState = "";
  const flush = (end: number) => {
    if (end <= runStart) return;
    const run = text.slice(runStart, end);
    spans.push(
      <span key={runStart} className={`tt-${runState}`} data-state={runState}>
        {run}
      </span>,
    );
  };
  for (let i = 0; i <= text.length; i++) {
    let state = "";
    if (i < text.length) {
      if (i === caret) state = "caret";
      else if (i < typed.length) state = typed[i] === text[i] ? "ok" : "bad";
      else state = "todo";
    }
    // The caret character and every wrong character stand alone.
    if (state !== runState || state === "caret" || state === "bad" || i === text.length) {
      flush(i);
      runStart = i;
      runState = state;
    }
  }
  return <>{spans}</>;
});

export function PassageView({ passage, typed }: { passage: string; typed: string }) {
  const chunks: ReactNode[] = [];
  const caretAt = typed.length;
  for (let start = 0; start < passage.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, passage.length);
    const slice = typed.length > start ? typed.slice(start, Math.min(end, typed.length)) : "";
    const caret = caretAt >= start && caretAt < end ? caretAt - start : -1;
    chunks.push(<Chunk key={start} text={passage.slice(start, end)} typed={slice} caret={caret} />);
  }
  return <>{chunks}</>;
}
