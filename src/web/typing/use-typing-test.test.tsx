// @vitest-environment happy-dom
import { act, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestMode } from "../../core/typing/test-modes.ts";
import { type TypingTestState, useTypingTest } from "./use-typing-test.ts";

// Runs given a text, as practice does: the runs the server serves are the browser tests'.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let state: TypingTestState;
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

function Probe({ setup, text }: { setup: TestMode; text: string }) {
  const current = useTypingTest(setup, { kind: "given", text });
  useEffect(() => {
    state = current;
  });
  return null;
}

async function run(setup: TestMode, text: string) {
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<Probe setup={setup} text={text} />));
  // The typist reads the text a moment before the first key, as a page's clock always runs.
  await wait(1_000);
}

/** Offers the input's value as the typing box does, and answers the text typed after it. */
async function type(value: string): Promise<string> {
  let typed = "";
  await act(async () => {
    typed = state.type(value);
  });
  return typed;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("useTypingTest, on a given text", () => {
  it("is ready at once, and starts on the first character", async () => {
    await run({ kind: "practice" }, "the cat");
    expect(state).toMatchObject({ loading: false, passage: "the cat", status: "idle" });
    await type("t");
    expect(state.status).toBe("running");
  });

  it("refuses text past the passage, keeping what was typed", async () => {
    await run({ kind: "practice" }, "ab");
    await type("a");
    expect(await type("abc")).toBe("a");
    expect(state.status).toBe("running");
  });

  it("finishes on the last character with the result and its keystrokes, and nothing to save", async () => {
    await run({ kind: "practice" }, "the cat");
    await type("t");
    await wait(3_000);
    await type("the cat");
    expect(state.status).toBe("finished");
    expect(state.result).toMatchObject({ typed: "the cat", elapsedMs: 3_000, accuracy: 100 });
    expect(state.timeline?.edits).toEqual([
      [0, 0, 0, "t"],
      [3_000, 1, 0, "he cat"],
    ]);
    // No server served this text, so there is no token to save it with.
    expect(state.saveRequest).toBeNull();
  });

  it("updates the live figures on the clock's tick", async () => {
    await run({ kind: "practice" }, "a".repeat(50));
    await type("a");
    await type("a".repeat(10));
    await wait(6_000);
    // 10 correct characters in 6 seconds: two words in a tenth of a minute.
    expect(state.live).toEqual({ wpm: 20, accuracy: 100 });
    expect(state.elapsedMs).toBe(6_000);
  });

  it("stops when asked, with the time typed so far", async () => {
    await run({ kind: "practice" }, "a long text to type");
    await type("a");
    await wait(2_500);
    await act(async () => state.stop());
    expect(state.status).toBe("finished");
    expect(state.result?.elapsedMs).toBe(2_500);
  });

  it("ends a timed test on its own at the set time, and refuses typing after it", async () => {
    await run({ kind: "timed", seconds: 30 }, "word ".repeat(100));
    await type("w");
    await wait(29_000);
    expect(state.status).toBe("running");
    expect(state.remainingMs).toBe(1_000);
    await wait(1_000);
    expect(state.status).toBe("finished");
    expect(state.result?.elapsedMs).toBe(30_000);
    expect(await type("wo")).toBe("w");
  });
});
