import { memo, useLayoutEffect } from "react";
import { lineGroups, tailBlock } from "../../../core/typing/passage-blocks.ts";
import { PassageBlock } from "./PassageBlock.tsx";
import { useLineStarts } from "./use-line-starts.ts";

/**
 * Characters laid out past the last line start found: several lines, so the lines shown below
 * the caret's are always there while the next ones are found.
 */
const LOOKAHEAD = 320;
/** Lines per memoised group: a keystroke re-renders one group, not every line. */
const GROUP_LINES = 16;

interface LineGroupProps {
  passage: string;
  starts: readonly number[];
  /** The group's lines: `first` to before `last`, indexes into `starts`. */
  first: number;
  last: number;
  /** What was typed over the group's text, and the caret's offset in it or -1. */
  typed: string;
  caret: number;
}

const LineGroup = memo(function LineGroup(props: LineGroupProps) {
  const { passage, starts, first, last, typed, caret } = props;
  const base = starts[first]!;
  const lines = [];
  for (let line = first; line < last; line++) {
    const start = starts[line]! - base;
    const end = starts[line + 1]! - base;
    lines.push(
      <PassageBlock
        key={start + base}
        text={passage.slice(start + base, end + base)}
        typed={typed.slice(start, end)}
        caret={caret >= start && caret < end ? caret - start : -1}
      />,
    );
  }
  // A box per group, so laying out a line steps past a few groups rather than every line.
  return <div>{lines}</div>;
});

/**
 * The passage as one block per line found so far and a tail (see passage-blocks), so a
 * keystroke re-renders, restyles and lays out one line.
 */
export function PassageView(props: {
  passage: string;
  typed: string;
  /** Called once the blocks change, as they may move the caret: lines found or reset. */
  onRelayout: () => void;
}) {
  const { passage, typed, onRelayout } = props;
  const caret = typed.length;
  const { host, starts } = useLineStarts(passage, caret);
  useLayoutEffect(onRelayout, [starts, onRelayout]);
  const tail = tailBlock(starts, caret, passage.length, LOOKAHEAD);
  const within = (start: number, end: number) =>
    caret >= start && caret < end ? caret - start : -1;
  return (
    <div ref={host}>
      {lineGroups(starts, GROUP_LINES).map(({ first, last, start, end }) => (
        <LineGroup
          key={first}
          passage={passage}
          starts={starts}
          first={first}
          last={last}
          typed={typed.slice(start, Math.min(end, caret))}
          caret={within(start, end)}
        />
      ))}
      <PassageBlock
        key={tail.start}
        text={passage.slice(tail.start, tail.end)}
        typed={typed.slice(tail.start, Math.min(tail.end, caret))}
        caret={within(tail.start, tail.end)}
      />
    </div>
  );
}
