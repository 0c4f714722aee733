import { tailBlock } from "../../core/typing/passage-blocks.ts";
import { lineStartsIn } from "./line-starts.ts";

/**
 * Characters laid out past the last line start found: several lines, so the lines shown below
 * the caret's are always there while the next ones are found.
 */
const LOOKAHEAD = 320;
/** Lines per group box: laying out a line steps past a few groups rather than every line. */
const GROUP_LINES = 16;

const CHAR_STATES = ["ok", "bad", "caret", "todo"] as const;
type CharState = (typeof CHAR_STATES)[number];

/** Each state's class: a run's span keeps it for as long as the run keeps its state. */
const RUN_CLASSES = Object.fromEntries(
  CHAR_STATES.map((state) => [state, `tt-${state}`]),
) as Record<CharState, string>;
/**
 * A line break stands alone in a span that also has tt-nl, so CSS draws the ↵ that shows where
 * Enter is typed (app.css), coloured by its state like any other character.
 */
const LINE_BREAK_CLASSES = Object.fromEntries(
  CHAR_STATES.map((state) => [state, `tt-${state} tt-nl`]),
) as Record<CharState, string>;

/** A typed key as it is shown over the character it replaced: blanks get a visible sign. */
function typedKey(key: string): string {
  if (key === " ") return "␣";
  if (key === "\n") return "↵";
  if (key === "\t") return "⇥";
  return key;
}

/**
 * Fills one block: runs of characters in the same state share a span, so a block is a handful
 * of elements whatever its length. The caret character, every wrong character and every line
 * break stand alone; a wrong one carries the key typed there (data-typed), which CSS shows over
 * it, and a line break its class, which draws the ↵.
 * The block's spans are kept where a run's state is the same as before and only their text
 * changes, so an ordinary keystroke makes no elements for the browser to style.
 * Returns the caret character's span, if the block holds it.
 */
function fillBlock(
  block: HTMLElement,
  text: string,
  typed: string,
  caret: number,
): HTMLSpanElement | null {
  let caretSpan: HTMLSpanElement | null = null;
  let next = block.firstElementChild as HTMLSpanElement | null;
  const addRun = (state: CharState, content: string, at: number, lineBreak: boolean) => {
    const className = (lineBreak ? LINE_BREAK_CLASSES : RUN_CLASSES)[state];
    let span = next;
    // Kept for a run of the same state and kind: a line break's span never holds letters.
    if (span?.className === className) {
      next = span.nextElementSibling as HTMLSpanElement | null;
      const shown = span.firstChild as Text;
      if (shown.data !== content) shown.data = content;
    } else {
      span = document.createElement("span");
      span.className = className;
      span.dataset.state = state;
      span.textContent = content;
      block.insertBefore(span, next);
    }
    if (state === "caret") caretSpan = span;
    else if (state === "bad") {
      const key = typedKey(typed[at]!);
      if (span.dataset.typed !== key) span.dataset.typed = key;
    }
  };
  let runStart = 0;
  let runState: CharState | "" = "";
  // Found once per fill rather than tested at each character; none in a generated passage.
  let lineBreak = text.indexOf("\n");
  let runIsBreak = false;
  for (let i = 0; i <= text.length; i++) {
    let state: CharState | "" = "";
    if (i < text.length) {
      if (i === caret) state = "caret";
      else if (i < typed.length) state = typed[i] === text[i] ? "ok" : "bad";
      else state = "todo";
    }
    const isBreak = i === lineBreak;
    if (state !== runState || state === "caret" || state === "bad" || isBreak || runIsBreak) {
      if (i > runStart && runState !== "") {
        addRun(runState, text.slice(runStart, i), runStart, runIsBreak);
      }
      runStart = i;
      runState = state;
      runIsBreak = isBreak;
    }
    if (isBreak) lineBreak = text.indexOf("\n", i + 1);
  }
  while (next) {
    const after = next.nextElementSibling as HTMLSpanElement | null;
    next.remove();
    next = after;
  }
  return caretSpan;
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
 * Draws the passage and what was typed over it straight into the DOM, one block per line found
 * so far and a tail (see passage-blocks), so a keystroke rewrites the one or two lines it
 * changed: no framework render runs between a key and its frame. Line starts are read from the
 * browser's own layout while it is idle, ahead of the caret, and found again when the width
 * changes where lines break.
 */
export class PassageRenderer {
  private passage = "";
  private typed = "";
  private starts: number[] = [0];
  private lines: HTMLDivElement[] = [];
  private groups: HTMLDivElement[] = [];
  private tail = document.createElement("div");
  private tailEnd = 0;
  private caretSpan: HTMLSpanElement | null = null;
  private width = 0;
  private cancelIdle: (() => void) | null = null;
  private readonly observer: ResizeObserver;
  private readonly host: HTMLElement;
  private readonly onRelayout: () => void;

  /** `onRelayout` is called when blocks were rebuilt, as that may move the caret. */
  constructor(host: HTMLElement, onRelayout: () => void) {
    this.host = host;
    this.onRelayout = onRelayout;
    this.observer = new ResizeObserver(([entry]) => {
      const width = entry!.contentRect.width;
      if (width === this.width) return;
      this.width = width;
      this.rebuild();
    });
    this.observer.observe(host);
  }

  dispose(): void {
    this.observer.disconnect();
    this.cancelIdle?.();
  }

  /**
   * A new passage, or the same one with text appended. Appended text changes only the tail: the
   * lines found so far hold, and are kept as drawn, as redrawing every line of a long test at
   * each append stalled the keys typed meanwhile.
   */
  setPassage(passage: string): void {
    const appended = this.tail.parentNode === this.host && passage.startsWith(this.passage);
    this.passage = passage;
    if (appended) this.redrawTail();
    else this.rebuild();
  }

  /** The caret character's span: none once the whole passage is typed. */
  get caret(): HTMLElement | null {
    return this.caretSpan;
  }

  /**
   * The index of the caret's line among the lines found so far, each one line high; null while
   * the caret is in the tail, whose lines are not known yet, or past the end.
   */
  get caretLine(): number | null {
    if (this.typed.length >= this.passage.length) return null;
    const line = this.lineAt(this.typed.length);
    return line < this.lines.length ? line : null;
  }

  setTyped(typed: string): void {
    const before = this.typed;
    if (typed === before) return;
    this.typed = typed;
    // Refilled below with the block that holds the new caret.
    this.caretSpan = null;
    let from = 0;
    const common = Math.min(before.length, typed.length);
    while (from < common && before.charCodeAt(from) === typed.charCodeAt(from)) from++;
    // Every character from the first change to the old or new caret, whichever is further.
    const to = Math.max(before.length, typed.length);
    const lastLine = this.lines.length;
    for (let line = this.lineAt(from); line < lastLine && this.starts[line]! <= to; line++) {
      this.fillLine(line);
    }
    if (to >= this.starts[lastLine]! || this.tailNeedsGrowing()) this.fillTail();
    this.findLinesIfNeeded();
  }

  /** The index of the line holding `offset`; the tail's index when it is past every line. */
  private lineAt(offset: number): number {
    let low = 0;
    let high = this.lines.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.starts[mid + 1]! <= offset) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private blockText(start: number, end: number) {
    const caret = this.typed.length;
    return {
      text: this.passage.slice(start, end),
      typed: this.typed.slice(start, Math.min(end, caret)),
      caret: caret >= start && caret < end ? caret - start : -1,
    };
  }

  private fillLine(line: number) {
    const { text, typed, caret } = this.blockText(this.starts[line]!, this.starts[line + 1]!);
    this.keepCaret(fillBlock(this.lines[line]!, text, typed, caret), caret);
  }

  private keepCaret(span: HTMLSpanElement | null, caret: number) {
    if (caret >= 0) this.caretSpan = span;
  }

  private tailNeedsGrowing() {
    const { end } = tailBlock(this.starts, this.typed.length, this.passage.length, LOOKAHEAD);
    return end !== this.tailEnd;
  }

  private fillTail() {
    const { start, end } = tailBlock(
      this.starts,
      this.typed.length,
      this.passage.length,
      LOOKAHEAD,
    );
    this.tailEnd = end;
    const { text, typed, caret } = this.blockText(start, end);
    this.keepCaret(fillBlock(this.tail, text, typed, caret), caret);
  }

  /** Draws the passage anew, from one block whose lines are found again. */
  private rebuild() {
    this.cancelIdle?.();
    this.cancelIdle = null;
    this.starts = [0];
    this.lines = [];
    this.groups = [];
    this.caretSpan = null;
    this.host.replaceChildren(this.tail);
    this.redrawTail();
  }

  /** Refills the tail and keeps the caret in view; lines past the caret are found when idle. */
  private redrawTail() {
    this.fillTail();
    this.onRelayout();
    this.findLinesIfNeeded();
  }

  /** Adds line blocks for lines `first` to before `last`, in group boxes of GROUP_LINES. */
  private addGroupLines(first: number, last: number) {
    for (let line = first; line < last; line++) {
      let group = this.groups.at(-1);
      if (!group || line % GROUP_LINES === 0) {
        group = document.createElement("div");
        this.groups.push(group);
        if (this.tail.parentNode === this.host) this.host.insertBefore(group, this.tail);
      }
      const block = document.createElement("div");
      this.lines.push(block);
      this.fillLine(line);
      group.append(block);
    }
  }

  /**
   * Lines are found while at least two whole lines past the caret's are known, so typing does
   * not reach the tail's end before they are.
   */
  private findLinesIfNeeded() {
    if (this.cancelIdle) return;
    const starts = this.starts;
    const wanted = starts.length < 4 || this.typed.length >= starts[starts.length - 3]!;
    if (!wanted || this.width === 0) return;
    this.cancelIdle = whenIdle(() => {
      this.cancelIdle = null;
      this.findLines();
    });
  }

  private findLines() {
    const start = this.starts.at(-1)!;
    const end = start + (this.tail.textContent ?? "").length;
    const found = lineStartsIn(this.tail);
    // A block cut short before the passage's end may break its last line early.
    const whole = end === this.passage.length ? found : found.slice(0, -1);
    if (whole.length === 0) return;
    const first = this.starts.length - 1;
    this.starts = [...this.starts, ...whole.map((offset) => start + offset)];
    this.addGroupLines(first, this.starts.length - 1);
    this.redrawTail();
  }
}
