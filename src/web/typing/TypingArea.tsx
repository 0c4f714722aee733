import { type RefObject, memo, useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { inputWindowStart } from "../../core/typing/input-window.ts";
import { useKeysRefocus } from "./use-keys-refocus.ts";
import { PassageRenderer } from "./passage-renderer.ts";
import { cardClass } from "../ui/Card.tsx";
import { useSettings } from "../lib/settings-store.ts";
import { useHasFocus } from "./use-has-focus.ts";
import { languageDir, type Language } from "../../core/texts/languages.ts";
import { createTypingBox, keepCaretAtEnd } from "./typing-box.ts";

interface TypingAreaProps {
  /** The text box, which the page's keys put the focus back in. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
  passage: string;
  idle: boolean;
  /**
   * Offers the input's new value and returns the typed text after it: the old text when it was
   * refused, which the box then shows again. `synthetic` when the browser says a script, not the
   * user, sent the input; `composed` when it ends a composition (an input method, a phone
   * keyboard's word).
   */
  onType: (value: string, synthetic: boolean, composed: boolean) => string;
  onRestart: () => void;
  /** Text typed before the box appeared (a race rejoined where the server had it). */
  initialTyped?: string;
  /**
   * Gives the run what was typed into the page's early box and returns the typed text: called as
   * this box is made, in the commit that took the early box away, so no key falls between them.
   */
  adopt?: (() => string) | null;
  /** The passage's language: it sets the direction the passage and the box are written in. */
  language?: Language;
  /**
   * Told the typed text after each keystroke, once the passage shows it: the on-screen
   * keyboard's highlight follows it. Stable across renders, or the listeners are set again.
   */
  onTyped?: (typed: string) => void;
  /** Given the element the passage is drawn in, for the pace caret to move over it. */
  passageHost?: RefObject<HTMLDivElement | null>;
}

const REFUSED_INPUT = new Set(["insertFromPaste", "insertFromDrop", "insertFromYank"]);
/** Deletions that can reach further back than a few characters. */
const WIDE_DELETES = new Set([
  "deleteWordBackward",
  "deleteSoftLineBackward",
  "deleteHardLineBackward",
  "deleteEntireSoftLine",
]);

/** The smooth caret's glide: a key sooner than this after the last one moves it at once. */
const GLIDE_MS = 80;

/**
 * Where the caret is drawn before a key moves it, when the key is to glide it there: only after a
 * pause, as a glide that cannot end before the next key would only trail the typing. Read
 * before the key changes the passage, whose layout is then still the last frame's, so reading
 * it lays out nothing but the contained text box. `lastKey` is when the last key came.
 */
function glideStart(caret: HTMLElement | null, lastKey: { current: number }): DOMRect | null {
  const now = performance.now();
  const paused = now - lastKey.current >= GLIDE_MS;
  lastKey.current = now;
  if (!paused || !caret || matchMedia("(prefers-reduced-motion: reduce)").matches) return null;
  return caret.getBoundingClientRect();
}

/**
 * Glides the smooth caret from where it was drawn to its new character. The caret is drawn by the
 * caret character's own ::before (app.css), so a key that does not glide moves it with the text,
 * at no cost beyond the text's own layout; moving a box of its own restyled the page on every
 * key. A glide is the one key's animation, run by the compositor.
 */
function glideCaret(from: DOMRect, caret: HTMLElement | null) {
  if (!caret) return;
  const to = caret.getBoundingClientRect();
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  if (dx === 0 && dy === 0) return;
  caret.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], {
    duration: GLIDE_MS,
    easing: "ease-out",
    pseudoElement: "::before",
  });
}

/**
 * Scrolls the passage so the caret's line sits second, with the line above it for context, by
 * moving the passage up inside its clipped view: a transform, which the compositor applies,
 * where writing the view's scrollTop laid the page out in the middle of the keystroke that
 * changed lines. `lineHeight` is the passage's, read once per size rather than on every
 * keystroke. `caretLine` is the caret's line when its place is known without asking the
 * browser's layout; `shifted` keeps how far the passage is moved up.
 */
function scrollToCaret(
  view: HTMLElement,
  host: HTMLElement,
  caret: HTMLElement | null,
  caretLine: number | null,
  lineHeight: number,
  shifted: { current: number },
) {
  if (!caret) return;
  let shift: number;
  if (caretLine !== null) shift = Math.max(0, (caretLine - 1) * lineHeight);
  else {
    // Measured on screen: the caret's line should sit under one line of context. A character's
    // box is shorter than its line and centred in it.
    const caretFromTop = caret.getBoundingClientRect().top - view.getBoundingClientRect().top;
    const wanted = lineHeight + (lineHeight - caret.offsetHeight) / 2;
    shift = Math.max(0, shifted.current + caretFromTop - wanted);
  }
  if (Math.abs(shift - shifted.current) >= 1) {
    host.style.transform = `translateY(${-shift}px)`;
    shifted.current = shift;
  }
}

/**
 * The passage with a transparent text box over it (product 'Test screens'). Input is read from
 * the box's value on input events, not from key codes, so phone keyboards and IMEs work. The box
 * holds only the end of the typed text (see inputWindowStart); what it holds is put back after
 * the text before it to make the typed text. Memoised: the clock's tick re-renders the test around
 * it, not the typing area.
 */
export const TypingArea = memo(function TypingArea({
  inputRef,
  passage,
  idle,
  onType,
  onRestart,
  initialTyped = "",
  adopt = null,
  language = "en",
  onTyped,
  passageHost,
}: TypingAreaProps) {
  const dir = languageDir(language);
  const boxHostRef = useRef<HTMLDivElement>(null);
  // Where the box's value starts in the typed text, and that text.
  const windowStart = useRef(0);
  const typedRef = useRef(initialTyped);
  // Made before anything asks for it: the focus hook below and the page's own effects.
  // Once, as the first box is made: a later box (another language) keeps the typed text.
  const adoption = useRef(adopt);
  useLayoutEffect(() => {
    const adopted = adoption.current;
    adoption.current = null;
    if (adopted) typedRef.current = adopted();
    const box = createTypingBox(typedRef.current);
    box.lang = language;
    box.dir = dir;
    boxHostRef.current?.append(box);
    inputRef.current = box;
    box.focus();
    return () => {
      box.remove();
      inputRef.current = null;
    };
  }, [inputRef, language, dir]);
  const focused = useHasFocus(inputRef);
  const viewRef = useRef<HTMLDivElement>(null);
  const ownHost = useRef<HTMLDivElement>(null);
  const hostRef = passageHost ?? ownHost;
  const renderer = useRef<PassageRenderer | null>(null);
  // Drawn by CSS; read here to glide it only when shown.
  const { smoothCaret } = useSettings();
  const glides = useRef(smoothCaret);
  const lastKey = useRef(Number.NEGATIVE_INFINITY);
  // Whether the composition's input events were the user's. Chromium reports the compositionend
  // event itself as untrusted, so that is not the one to ask.
  const composingTrusted = useRef<boolean | null>(null);

  // Keep the caret's line in view as it moves, as the passage's blocks change, and when the
  // width changes where lines break.
  const lineHeight = useRef(0);
  const shifted = useRef(0);
  const keepCaretInView = useCallback(() => {
    const view = viewRef.current;
    const host = hostRef.current;
    if (!view || !host) return;
    lineHeight.current ||= Number.parseFloat(getComputedStyle(view).lineHeight);
    scrollToCaret(
      view,
      host,
      renderer.current?.caret ?? null,
      renderer.current?.caretLine ?? null,
      lineHeight.current,
      shifted,
    );
  }, [hostRef]);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const drawn = new PassageRenderer(host, keepCaretInView);
    renderer.current = drawn;
    return () => drawn.dispose();
  }, [hostRef, keepCaretInView]);
  useLayoutEffect(() => {
    renderer.current?.setPassage(passage);
    renderer.current?.setTyped(typedRef.current);
  }, [passage]);
  useEffect(() => {
    glides.current = smoothCaret;
  }, [smoothCaret]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    // A new size may come with a new font size, and so a new line height.
    const observer = new ResizeObserver(() => {
      lineHeight.current = 0;
      keepCaretInView();
    });
    observer.observe(view);
    return () => observer.disconnect();
  }, [keepCaretInView]);

  // What the hint over an unfocused passage promises: a key brings the focus back.
  useKeysRefocus(inputRef);

  /**
   * A keystroke's whole path to the screen: the session takes the input, the box keeps holding
   * the end of the typed text, and the passage redraws the lines that changed, with no render
   * of the page in between. The box is rewritten only when its text differs, since a rewrite
   * ends an IME's composition.
   */
  useLayoutEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    const offer = (trusted: boolean, composed = false) => {
      const glideFrom = glides.current
        ? glideStart(renderer.current?.caret ?? null, lastKey)
        : null;
      const before = typedRef.current.slice(0, windowStart.current);
      const typed = onType(before + box.value, !trusted, composed);
      typedRef.current = typed;
      windowStart.current = inputWindowStart(typed.length, windowStart.current);
      const value = typed.slice(windowStart.current);
      if (box.value !== value) box.value = value;
      renderer.current?.setTyped(typed);
      keepCaretInView();
      if (glideFrom) glideCaret(glideFrom, renderer.current?.caret ?? null);
      onTyped?.(typed);
    };
    const onInput = (event: Event) => {
      const input = event as InputEvent;
      if (input.isComposing) composingTrusted.current = input.isTrusted;
      else offer(input.isTrusted);
    };
    const onCompositionEnd = (event: CompositionEvent) => {
      const trusted = composingTrusted.current ?? event.isTrusted;
      composingTrusted.current = null;
      offer(trusted, true);
    };
    const beforeInput = (event: InputEvent) => {
      if (REFUSED_INPUT.has(event.inputType)) event.preventDefault();
      else if (WIDE_DELETES.has(event.inputType) && windowStart.current > 0) {
        // The browser deletes from what the box holds: give it the whole text, as before the
        // window, so the deletion reaches exactly as far as it would have.
        box.value = typedRef.current;
        windowStart.current = 0;
      }
    };
    const refuse = (event: Event) => event.preventDefault();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onRestart();
      }
    };
    // A selection change in the box reaches the document whether the browser sends it to the
    // box, where it bubbles, or to the document itself.
    const onSelectionChange = () => {
      if (document.activeElement === box) keepCaretAtEnd(box);
    };
    // One signal removes every listener below.
    const listening = new AbortController();
    const { signal } = listening;
    box.addEventListener("input", onInput, { signal });
    box.addEventListener("compositionend", onCompositionEnd, { signal });
    box.addEventListener("beforeinput", beforeInput, { signal });
    box.addEventListener("paste", refuse, { signal });
    box.addEventListener("drop", refuse, { signal });
    box.addEventListener("keydown", onKeyDown, { signal });
    document.addEventListener("selectionchange", onSelectionChange, { signal });
    return () => listening.abort();
  }, [inputRef, onType, onRestart, keepCaretInView, onTyped]);

  return (
    <div
      className={cardClass(`relative focus-within:border-amber-400/70 ${idle ? "tt-idle" : ""}`)}
    >
      {/* The padding sits outside the clipped view, so no cut line of text shows in it. */}
      <div className="px-5 pt-4">
        {/* Contained (its size never depends on the text): a keystroke lays out only inside.
            Never scrolled: the passage inside moves up on a layer of its own (scrollToCaret), so
            a new line is drawn without painting the others again. Hidden overflow rather than
            clipped keeps it a scroll box, which is what tells accessibility checkers that the
            lines moved out of it are not over the page below. */}
        <div
          ref={viewRef}
          aria-hidden="true"
          data-testid="passage"
          lang={language}
          dir={dir}
          className={`tt-passage relative overflow-hidden font-mono break-words whitespace-pre-wrap [contain:strict] ${focused ? "" : "opacity-60 blur-[3px]"}`}
        >
          <div ref={hostRef} className="will-change-transform" />
        </div>
      </div>
      {/* Clicks pass through to the box; a key anywhere on the page also brings the focus back. */}
      <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-4">
        <p
          role="status"
          data-testid="focus-hint"
          className={
            focused
              ? "sr-only"
              : "rounded-lg border border-gray-600 bg-gray-900/95 px-4 py-2 text-center font-medium text-gray-100 shadow-lg"
          }
        >
          {focused ? "" : "Click or press any key to focus"}
        </p>
      </div>
      {/* The text box (typing-box.ts): the page's last layer, so clicks on the passage reach it. */}
      <div ref={boxHostRef} />
      <p id="passage-text" className="sr-only" lang={language} dir={dir}>
        {passage}
      </p>
    </div>
  );
});
