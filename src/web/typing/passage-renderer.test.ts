// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { PassageRenderer } from "./passage-renderer.ts";

// happy-dom lays nothing out, so no line is ever found: the passage is drawn as its tail, the
// block from the start to the lookahead past the caret. Finding lines is the browser tests'.
const renderers: PassageRenderer[] = [];
afterEach(() => {
  for (const renderer of renderers.splice(0)) renderer.dispose();
  document.body.replaceChildren();
});

function draw(passage: string) {
  const host = document.createElement("div");
  document.body.append(host);
  let relayouts = 0;
  const renderer = new PassageRenderer(host, () => relayouts++);
  renderers.push(renderer);
  renderer.setPassage(passage);
  return { host, renderer, relayouts: () => relayouts };
}

/** Each span of the drawing as state:text. */
const runs = (host: HTMLElement) =>
  [...host.querySelectorAll("span")].map((span) => `${span.dataset.state}:${span.textContent}`);

describe("PassageRenderer", () => {
  it("draws an untyped passage as one run waiting for the caret on its first character", () => {
    const { host, renderer } = draw("the cat");
    expect(runs(host)).toEqual(["caret:t", "todo:he cat"]);
    expect(renderer.caret?.textContent).toBe("t");
    expect(renderer.caret?.className).toBe("tt-caret");
  });

  it("shares a span among correct characters, and gives each wrong one and the caret their own", () => {
    const { host, renderer } = draw("the cat sat");
    renderer.setTyped("thx cbt");
    expect(runs(host)).toEqual(["ok:th", "bad:e", "ok: c", "bad:a", "ok:t", "caret: ", "todo:sat"]);
    expect(host.textContent).toBe("the cat sat");
  });

  it("carries the key typed over each wrong character, with a sign for a blank", () => {
    const { host, renderer } = draw("the cat");
    renderer.setTyped("thx c");
    const wrong = () => [...host.querySelectorAll<HTMLElement>(".tt-bad")];
    expect(wrong().map((span) => [span.textContent, span.dataset.typed])).toEqual([["e", "x"]]);
    renderer.setTyped("th a");
    expect(wrong().map((span) => [span.textContent, span.dataset.typed])).toEqual([
      ["e", "␣"],
      [" ", "a"],
    ]);
    expect(host.querySelector(".tt-ok")?.hasAttribute("data-typed")).toBe(false);
  });

  it("marks two wrong characters in a row one by one, so each shows as a mistake", () => {
    const { host, renderer } = draw("abcd");
    renderer.setTyped("axy");
    expect(runs(host)).toEqual(["ok:a", "bad:b", "bad:c", "caret:d"]);
  });

  it("types on without making elements: the runs keep their spans and only their text changes", () => {
    const { host, renderer } = draw("the quick brown fox");
    renderer.setTyped("the q");
    const before = [...host.querySelectorAll("span")];
    renderer.setTyped("the qu");
    const after = [...host.querySelectorAll("span")];
    expect(runs(host)).toEqual(["ok:the qu", "caret:i", "todo:ck brown fox"]);
    expect(after).toEqual(before);
    expect(after.every((span, i) => span === before[i])).toBe(true);
  });

  it("puts back what Backspace takes away", () => {
    const { host, renderer } = draw("hello");
    renderer.setTyped("hex");
    renderer.setTyped("he");
    expect(runs(host)).toEqual(["ok:he", "caret:l", "todo:lo"]);
  });

  it("has no caret once the whole passage is typed", () => {
    const { host, renderer } = draw("ok");
    renderer.setTyped("ok");
    expect(runs(host)).toEqual(["ok:ok"]);
    expect(renderer.caret).toBeNull();
    expect(renderer.caretLine).toBeNull();
  });

  it("draws no further than the lookahead past the caret, and more as the caret moves on", () => {
    const passage = "word ".repeat(200);
    const { host, renderer } = draw(passage);
    const shown = () => host.textContent!.length;
    expect(shown()).toBeLessThan(passage.length);
    const first = shown();
    renderer.setTyped(passage.slice(0, 100));
    expect(shown()).toBe(first + 100);
    expect(passage.startsWith(host.textContent!)).toBe(true);
  });

  it("keeps what was typed when text is appended, and starts afresh on a new passage", () => {
    const { host, renderer, relayouts } = draw("one two");
    renderer.setTyped("one");
    const drawnAt = relayouts();
    renderer.setPassage("one two three");
    expect(runs(host)).toEqual(["ok:one", "caret: ", "todo:two three"]);
    expect(relayouts()).toBe(drawnAt + 1);

    renderer.setPassage("four");
    renderer.setTyped("");
    expect(runs(host)).toEqual(["caret:f", "todo:our"]);
  });

  it("gives each line break a span of its own, marked in every state, and types on past it", () => {
    const { host, renderer } = draw("ab\ncd\n\nef");
    const breaks = () =>
      [...host.querySelectorAll<HTMLElement>(".tt-nl")].map((span) => span.dataset.state);
    expect(runs(host)).toEqual([
      "caret:a",
      "todo:b",
      "todo:\n",
      "todo:cd",
      "todo:\n",
      "todo:\n",
      "todo:ef",
    ]);
    renderer.setTyped("ab");
    expect(breaks()).toEqual(["caret", "todo", "todo"]);
    expect(renderer.caret?.className).toBe("tt-caret tt-nl");
    renderer.setTyped("ab\ncd\nx");
    expect(runs(host)).toEqual(["ok:ab", "ok:\n", "ok:cd", "ok:\n", "bad:\n", "caret:e", "todo:f"]);
    expect(breaks()).toEqual(["ok", "ok", "bad"]);
    expect(host.querySelector<HTMLElement>(".tt-bad")?.dataset.typed).toBe("x");
    expect(host.textContent).toBe("ab\ncd\n\nef");
  });

  it("keeps a line break's span when typing goes on after it, and never fills it with letters", () => {
    const { host, renderer } = draw("ab\ncdef");
    renderer.setTyped("ab\nc");
    const before = [...host.querySelectorAll("span")];
    renderer.setTyped("ab\ncd");
    expect(runs(host)).toEqual(["ok:ab", "ok:\n", "ok:cd", "caret:e", "todo:f"]);
    expect([...host.querySelectorAll("span")].slice(0, 2)).toEqual(before.slice(0, 2));
    renderer.setTyped("a");
    expect(runs(host)).toEqual(["ok:a", "caret:b", "todo:\n", "todo:cdef"]);
    expect(host.querySelector(".tt-nl")?.textContent).toBe("\n");
  });

  it("does not know the caret's line while it is in the tail", () => {
    const { renderer } = draw("the cat");
    renderer.setTyped("th");
    expect(renderer.caretLine).toBeNull();
  });
});
