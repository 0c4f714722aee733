import { useEffect, useLayoutEffect, useRef } from "react";
import { PassageView } from "./PassageView.tsx";

interface TypingAreaProps {
  passage: string;
  typed: string;
  idle: boolean;
  /**
   * Offers the input's new value; false means it was refused and the old value is restored.
   * `synthetic` when the browser says a script, not the user, sent the input.
   */
  onType: (value: string, synthetic: boolean) => boolean;
  onRestart: () => void;
}

const REFUSED_INPUT = new Set(["insertFromPaste", "insertFromDrop", "insertFromYank"]);

/**
 * The passage with a transparent text box over it (SPEC §2). Input is read from the box's
 * value on input events, not from key codes, so phone keyboards and IMEs work.
 */
export function TypingArea({ passage, typed, idle, onType, onRestart }: TypingAreaProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);

  // Keep the box in step when the test resets or refuses a value.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && input.value !== typed) input.value = typed;
  }, [typed]);

  // Keep the caret's line in view: the line above it stays visible for context.
  useLayoutEffect(() => {
    const view = viewRef.current;
    const caret = view?.querySelector<HTMLElement>(".tt-caret");
    if (!view || !caret) return;
    // Measured on screen, so padding and scrolling need no bookkeeping: the caret's line
    // should sit second, under the top padding and one line of context. A character's box is
    // shorter than its line and centred in it.
    const style = getComputedStyle(view);
    const padding = Number.parseFloat(style.paddingTop);
    const lineHeight = Number.parseFloat(style.lineHeight);
    const caretFromTop = caret.getBoundingClientRect().top - view.getBoundingClientRect().top;
    const wanted = padding + lineHeight + (lineHeight - caret.offsetHeight) / 2;
    view.scrollTop = Math.max(0, view.scrollTop + caretFromTop - wanted);
  }, [typed, passage]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const refuse = (event: InputEvent) => {
      if (REFUSED_INPUT.has(event.inputType)) event.preventDefault();
    };
    input.addEventListener("beforeinput", refuse);
    return () => input.removeEventListener("beforeinput", refuse);
  }, []);

  const offer = (input: HTMLTextAreaElement, event: Event) => {
    if (!onType(input.value, !event.isTrusted)) input.value = typed;
  };

  return (
    <div
      className={`relative rounded-xl border border-gray-800 bg-gray-900 focus-within:border-amber-400/70 ${idle ? "tt-idle" : ""}`}
    >
      <div
        ref={viewRef}
        aria-hidden="true"
        data-testid="passage"
        className="relative h-[7.75rem] overflow-hidden px-5 pt-4 font-mono text-xl leading-[2.25rem] break-words whitespace-pre-wrap sm:h-[9.25rem] sm:text-2xl sm:leading-[2.75rem]"
      >
        <PassageView passage={passage} typed={typed} />
      </div>
      <textarea
        ref={inputRef}
        aria-label="Type the passage here"
        aria-describedby="passage-text"
        autoFocus
        spellCheck={false}
        autoCorrect="off"
        autoCapitalize="off"
        autoComplete="off"
        data-gramm="false"
        // The box's text is invisible: one unwrapped line keeps its layout cheap as it grows.
        wrap="off"
        defaultValue={typed}
        onInput={(event) => {
          const native = event.nativeEvent as InputEvent;
          if (!native.isComposing) offer(event.currentTarget, native);
        }}
        onCompositionEnd={(event) => offer(event.currentTarget, event.nativeEvent)}
        onPaste={(event) => event.preventDefault()}
        onDrop={(event) => event.preventDefault()}
        onSelect={(event) => {
          // Typing always continues at the end of the text.
          const input = event.currentTarget;
          const end = input.value.length;
          if (input.selectionStart !== end || input.selectionEnd !== end) {
            input.setSelectionRange(end, end);
          }
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            onRestart();
          }
        }}
        className="absolute inset-0 h-full w-full cursor-text resize-none bg-transparent text-transparent caret-transparent outline-none selection:bg-transparent"
      />
      <p id="passage-text" className="sr-only">
        {passage}
      </p>
    </div>
  );
}
