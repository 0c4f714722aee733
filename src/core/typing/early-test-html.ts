import { DEFAULT_TEXT_CHOICE, textChoiceKey } from "../texts/text-choice.ts";
import { DEFAULT_DIFFICULTY } from "./difficulty.ts";
import { EARLY_BOX_ID, EARLY_TEST_DATA_ID, type EarlyTest } from "./early-test.ts";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * The early test's markup for the slot: its text (testText of its passages) as the typed part and
 * the rest, a transparent box over it as the typing area's, the test as JSON (with `<` escaped,
 * so no text can end the script) and the script that records the box's keys.
 */
export function earlyTestHtml(test: EarlyTest, text: string): string {
  const json = JSON.stringify(test).replaceAll("<", "\\u003c");
  return (
    `<div class="px-5 pt-4"><div data-testid="passage" aria-hidden="true" lang="en" class="tt-passage relative overflow-hidden font-mono break-words whitespace-pre-wrap">` +
    `<span class="tt-ok"></span><span class="tt-todo">${escapeHtml(text)}</span></div></div>` +
    `<textarea id="${EARLY_BOX_ID}" aria-label="Type the passage here" spellcheck="false" autocorrect="off" autocapitalize="off" autocomplete="off" data-gramm="false" wrap="off" autofocus class="absolute inset-0 h-full w-full cursor-text resize-none opacity-0 outline-none"></textarea>` +
    `<script type="application/json" id="${EARLY_TEST_DATA_ID}">${json}</script>` +
    `<script>${EARLY_INPUT_SCRIPT}</script>`
  );
}

/**
 * The inline script after the early box: it records the early box's inputs and key presses in
 * window.__ttEarly, and shows how far the typing has got. A typist whose stored difficulty or
 * text is not the default (which the server wrote the test for) is shown the wait instead (the
 * empty slot), so
 * no key goes into a passage their test will not have. Its text is fixed; the page sent with it
 * allows it by its hash.
 */
export function earlyInputScript(): string {
  const defaults = [DEFAULT_DIFFICULTY, textChoiceKey(DEFAULT_TEXT_CHOICE)];
  return `(function(){var b=document.getElementById(${JSON.stringify(EARLY_BOX_ID)});if(!b)return;var h=b.parentNode;
try{var l=localStorage,s=[l.getItem("typetempo:difficulty"),l.getItem("typetempo:text")],d=${JSON.stringify(defaults)};
if(s[0]&&s[0]!=d[0]||s[1]&&s[1]!=d[1]){h.textContent="";return}}catch(e){}
var q=[],k=[],p=h.querySelector(".tt-todo"),o=p.previousSibling,P=p.textContent,c=null;window.__ttEarly={inputs:q,keys:k};
function r(t,m){var n=b.value.length;q.push([b.value,performance.now(),t,m]);o.textContent=P.slice(0,n);p.textContent=P.slice(n)}
function y(u){return function(e){e.isTrusted&&k.push([u,e.code,e.key,performance.now(),e.repeat])}}
b.addEventListener("beforeinput",function(e){/^insertFrom(Paste|Drop|Yank)$/.test(e.inputType)&&e.preventDefault()});
b.addEventListener("input",function(e){e.isComposing?c=e.isTrusted:r(e.isTrusted,!1)});
b.addEventListener("compositionend",function(e){r(c==null?e.isTrusted:c,!0);c=null});
b.addEventListener("keydown",y(0));b.addEventListener("keyup",y(1))})()`;
}

const EARLY_INPUT_SCRIPT = earlyInputScript();
