import { DEFAULT_TEXT_CHOICE, textChoiceKey } from "../texts/text-choice.ts";
import { DEFAULT_DIFFICULTY, type Difficulty } from "./difficulty.ts";
import type { Passage } from "./fallback-passages.ts";

/**
 * A test issued with its page (issue 37, typing within a second on a phone): the server writes
 * its passage, a text box and its token into a typing page's HTML as it sends it, so the
 * passage shows and takes keys before the page's JavaScript has arrived. Keys typed then are
 * recorded by a small inline script and given to the test once it runs.
 */
export interface EarlyTest {
  mode: string;
  difficulty: Difficulty;
  /** Milliseconds since the epoch, as in the token. */
  issuedAt: number;
  token: string;
  passages: Passage[];
}

/** One input of the early box: its value, its event's timeStamp, trusted, from a composition. */
export type EarlyInput = [value: string, at: number, trusted: boolean, composed: boolean];
/** One key press of the early box: 0 down or 1 up, code, key, timeStamp, repeat. */
export type EarlyKey = [up: 0 | 1, code: string, key: string, at: number, repeat: boolean];

/** What the page says in the early test's place while no test was written in it. */
export const EARLY_WAIT = "Loading your passage…";
/** What the prerendered page holds in the early test's place; the server replaces it. */
export const EARLY_TEST_SLOT = `<p role="status" class="py-16 text-center text-gray-300">${EARLY_WAIT}</p>`;
export const EARLY_TEST_DATA_ID = "tt-early-test";
export const EARLY_BOX_ID = "tt-early-box";

/**
 * An early test older than this is not taken: a page kept by a cache, whose token the server
 * would flag late. A page left open longer than this starts a new test as before.
 */
export const EARLY_TEST_MAX_AGE_MS = 5 * 60 * 1000;

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * The early test's markup for the slot: its text (testText of its passages) as the typed part and
 * the rest, which the inline
 * script moves between), a transparent box over it, as the typing area's, and the test as JSON,
 * with `<` escaped so no text can end the script.
 */
export function earlyTestHtml(test: EarlyTest, text: string): string {
  const json = JSON.stringify(test).replaceAll("<", "\\u003c");
  return (
    `<div class="px-5 pt-4"><div data-testid="passage" aria-hidden="true" lang="en" class="tt-passage relative overflow-hidden font-mono break-words whitespace-pre-wrap">` +
    `<span class="tt-ok"></span><span class="tt-todo">${escapeHtml(text)}</span></div></div>` +
    `<textarea id="${EARLY_BOX_ID}" aria-label="Type the passage here" spellcheck="false" autocorrect="off" autocapitalize="off" autocomplete="off" data-gramm="false" wrap="off" autofocus class="absolute inset-0 h-full w-full cursor-text resize-none opacity-0 outline-none"></textarea>` +
    `<script type="application/json" id="${EARLY_TEST_DATA_ID}">${json}</script>`
  );
}

/**
 * The inline script after the slot: it records the early box's inputs and key presses in
 * window.__ttEarly, and shows how far the typing has got. A typist whose stored difficulty or
 * text is not the default (which the server wrote the test for) is shown the wait instead, so
 * no key goes into a passage their test will not have. Its text is fixed, so the page's
 * Content-Security-Policy allows it by hash.
 */
export function earlyInputScript(): string {
  const defaults = [DEFAULT_DIFFICULTY, textChoiceKey(DEFAULT_TEXT_CHOICE)];
  return `(function(){var b=document.getElementById(${JSON.stringify(EARLY_BOX_ID)});if(!b)return;var h=b.parentNode;
try{var l=localStorage,s=[l.getItem("typetempo:difficulty"),l.getItem("typetempo:text")],d=${JSON.stringify(defaults)};
if(s[0]&&s[0]!=d[0]||s[1]&&s[1]!=d[1]){h.textContent=${JSON.stringify(EARLY_WAIT)};return}}catch(e){}
var q=[],k=[],p=h.querySelector(".tt-todo"),o=p.previousSibling,P=p.textContent,c=null;window.__ttEarly={inputs:q,keys:k};
function r(t,m){var n=b.value.length;q.push([b.value,performance.now(),t,m]);o.textContent=P.slice(0,n);p.textContent=P.slice(n)}
function y(u){return function(e){e.isTrusted&&k.push([u,e.code,e.key,performance.now(),e.repeat])}}
b.addEventListener("beforeinput",function(e){/^insertFrom(Paste|Drop|Yank)$/.test(e.inputType)&&e.preventDefault()});
b.addEventListener("input",function(e){e.isComposing?c=e.isTrusted:r(e.isTrusted,!1)});
b.addEventListener("compositionend",function(e){r(c==null?e.isTrusted:c,!0);c=null});
b.addEventListener("keydown",y(0));b.addEventListener("keyup",y(1))})()`;
}

/**
 * Whether a run may start on the early test: written for its mode, difficulty and text, recent
 * enough, and, when nothing was typed into it yet, not a passage this tab was served before
 * (a new one is then asked for, as the no-repeat rule wants).
 */
export function earlyTestFits(
  test: EarlyTest,
  run: {
    mode: string;
    difficulty: Difficulty;
    textKey: string;
    now: number;
    typed: boolean;
    served: ReadonlySet<number>;
  },
): boolean {
  const age = run.now - test.issuedAt;
  return (
    test.mode === run.mode &&
    test.difficulty === run.difficulty &&
    run.textKey === textChoiceKey(DEFAULT_TEXT_CHOICE) &&
    age < EARLY_TEST_MAX_AGE_MS &&
    age > -EARLY_TEST_MAX_AGE_MS &&
    (run.typed || !test.passages.some((passage) => run.served.has(passage.id)))
  );
}
