import { type RefObject, useEffect, useRef, useState } from "react";
import { lineStartsIn } from "./line-starts.ts";

interface KnownLines {
  /** The host's width they were found at: another width breaks the lines elsewhere. */
  width: number;
  /** The passage they were found in; text appended to it leaves them where they are. */
  passage: string;
  starts: readonly number[];
}

const FIRST_LINE: readonly number[] = [0];

/** The known starts that hold for `passage`: all of them when it only adds text after theirs. */
function startsFor(lines: KnownLines, passage: string): readonly number[] {
  return passage.startsWith(lines.passage) ? lines.starts : FIRST_LINE;
}

/** Runs `work` once the browser is idle, so it never delays a keystroke's frame. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 50);
  return () => clearTimeout(id);
}

/**
 * The starts of the passage's lines as laid out in the element given `host`, found ahead of the
 * caret. The host's last child must be the block that begins at the last start returned: when
 * the caret nears it, its layout is read, while the browser is idle, for the lines it holds.
 */
export function useLineStarts(
  passage: string,
  caret: number,
): { host: RefObject<HTMLDivElement | null>; starts: readonly number[] } {
  const host = useRef<HTMLDivElement>(null);
  const [known, setKnown] = useState<KnownLines>({ width: 0, passage, starts: FIRST_LINE });
  const starts = startsFor(known, passage);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry!.contentRect.width;
      setKnown((lines) =>
        lines.width === width ? lines : { width, passage: lines.passage, starts: FIRST_LINE },
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Lines are found while at least two whole lines past the caret's are known, so typing
  // does not reach the last block before they are.
  const wanted = starts.length < 4 || caret >= starts[starts.length - 3]!;
  const width = known.width;
  useEffect(() => {
    if (!wanted) return;
    return whenIdle(() => {
      const block = host.current?.lastElementChild;
      if (!(block instanceof HTMLElement)) return;
      const start = starts.at(-1)!;
      const end = start + (block.textContent ?? "").length;
      const found = lineStartsIn(block);
      // A block cut short before the passage's end may break its last line early.
      const whole = end === passage.length ? found : found.slice(0, -1);
      if (whole.length === 0) return;
      setKnown((lines) =>
        lines.width === width && startsFor(lines, passage).at(-1) === start
          ? { width, passage, starts: [...starts, ...whole.map((offset) => start + offset)] }
          : lines,
      );
    });
  }, [wanted, starts, width, passage]);

  return { host, starts };
}
