import { DEFAULT_TEXT_CHOICE, textChoiceKey } from "../texts/text-choice.ts";
import { DEFAULT_DIFFICULTY } from "./difficulty.ts";
import {
  EARLY_BOX_ID,
  EARLY_TEST_DATA_ID,
  EARLY_TEST_MAX_AGE_MS,
  type EarlyTest,
} from "./early-test.ts";
import { characterTarget, timeLimit } from "./mode-limits.ts";
import type { TestMode } from "./test-modes.ts";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

const LABEL = "text-xs font-medium tracking-wider text-gray-400 uppercase";
const stat = (label: string, value: string, live = true) =>
  `<div${live ? ' class="tt-live-stat"' : ""}><dt class="${LABEL}">${label}</dt><dd class="font-mono text-2xl font-semibold text-white tabular-nums">${value}</dd></div>`;

/**
 * The run's screen above its text as it is before the first key (RunHeader, and the line a
 * character or word test has), so nothing moves when the run's own screen takes over.
 */
function screenTop(mode: TestMode, difficulty: string, text: string): string {
  const seconds = timeLimit(mode);
  const clock = seconds === null ? ["Time", "0:00"] : ["Time left", `${seconds}s`];
  const words = mode.kind === "words" ? stat("Words", `0/${mode.count}`, false) : "";
  const characters = characterTarget(mode);
  const line =
    characters !== null
      ? `Approximately ${characters} characters test (${text.length} characters total). The test will end automatically when you complete the text.`
      : mode.kind === "words"
        ? `${mode.count} words test. The test will end automatically when you type the last word.`
        : null;
  return (
    `<div class="tt-static flex flex-wrap items-end justify-between gap-4"><div><p class="${LABEL}">${clock[0]}</p><p class="font-mono text-4xl font-bold text-amber-300 tabular-nums">${clock[1]}</p></div>` +
    `<dl class="flex gap-6 text-right"><div><dt class="${LABEL}">Difficulty</dt><dd class="pt-1.5 text-lg font-semibold text-gray-100 capitalize">${difficulty}</dd></div>${words}${stat("WPM", "–")}${stat("Accuracy", "100%")}</dl></div>` +
    (line ? `<p class="text-sm text-gray-300">${line}</p>` : "")
  );
}

/**
 * The early test's markup for the slot: the top of the run's screen, then its text (testText of
 * its passages) as the typed part and the rest in the typing area's card, a transparent box over
 * it as the typing area's, the test as JSON (with `<` escaped, so no text can end the script)
 * and the script that records the box's keys.
 */
export function earlyTestHtml(test: EarlyTest, mode: TestMode, text: string): string {
  const json = JSON.stringify(test).replaceAll("<", "\\u003c");
  return (
    `<div class="space-y-4">${screenTop(mode, test.difficulty, text)}` +
    // The typing area's card (TypingArea.tsx, cardClass) as it is before the first key.
    `<div class="rounded-xl border border-gray-800 bg-gray-900 relative focus-within:border-amber-400/70 tt-idle">` +
    `<div class="px-5 pt-4"><div data-testid="passage" aria-hidden="true" lang="en" class="tt-passage relative overflow-hidden font-mono break-words whitespace-pre-wrap">` +
    `<span class="tt-ok"></span><span class="tt-todo">${escapeHtml(text)}</span></div></div>` +
    `<textarea id="${EARLY_BOX_ID}" aria-label="Type the passage here" spellcheck="false" autocorrect="off" autocapitalize="off" autocomplete="off" data-gramm="false" wrap="off" autofocus class="absolute inset-0 h-full w-full cursor-text resize-none opacity-0 outline-none"></textarea></div></div>` +
    `<script type="application/json" id="${EARLY_TEST_DATA_ID}">${json}</script>` +
    `<script>${EARLY_INPUT_SCRIPT}</script>`
  );
}

/**
 * The age past which the page shows no early test: a minute under the age a run takes one at
 * (EARLY_TEST_MAX_AGE_MS), so one typed into has that long for the page's code to arrive.
 */
const EARLY_SHOWN_MAX_AGE_MS = EARLY_TEST_MAX_AGE_MS - 60_000;

/**
 * The inline script after the early box: it records the early box's inputs and key presses in
 * window.__ttEarly, and shows how far the typing has got. A typist whose stored difficulty or
 * text is not the default (which the server wrote the test for), or whose page is older than
 * EARLY_SHOWN_MAX_AGE_MS (kept by a cache), is shown the wait instead (the empty slot), so
 * no key goes into a passage their test will not have. Its text is fixed; the page sent with it
 * allows it by its hash.
 */
export function earlyInputScript(): string {
  const defaults = [DEFAULT_DIFFICULTY, textChoiceKey(DEFAULT_TEXT_CHOICE)];
  return `(function(){var b=document.getElementById(${JSON.stringify(EARLY_BOX_ID)});if(!b)return;var h=b.closest("[data-early]");
try{var l=localStorage,s=[l.getItem("typetempo:difficulty"),l.getItem("typetempo:text")],d=${JSON.stringify(defaults)},
a=Date.now()-JSON.parse(document.getElementById(${JSON.stringify(EARLY_TEST_DATA_ID)}).textContent).issuedAt;
if(s[0]&&s[0]!=d[0]||s[1]&&s[1]!=d[1]||Math.abs(a)>${EARLY_SHOWN_MAX_AGE_MS}){h.textContent="";return}}catch(e){}
var q=[],k=[],p=h.querySelector(".tt-todo"),o=p.previousSibling,P=p.textContent,c=null;window.__ttEarly={inputs:q,keys:k};
function r(t,m){var n=b.value.length;q.push([b.value,performance.now(),t,m]);o.textContent=P.slice(0,n);p.textContent=P.slice(n)}
function y(u){return function(e){e.isTrusted&&k.push([u,e.code,e.key,performance.now(),e.repeat])}}
b.addEventListener("beforeinput",function(e){/^insertFrom(Paste|Drop|Yank)$/.test(e.inputType)&&e.preventDefault()});
b.addEventListener("input",function(e){e.isComposing?c=e.isTrusted:r(e.isTrusted,!1)});
b.addEventListener("compositionend",function(e){r(c==null?e.isTrusted:c,!0);c=null});
b.addEventListener("keydown",y(0));b.addEventListener("keyup",y(1))})()`;
}

const EARLY_INPUT_SCRIPT = earlyInputScript();
