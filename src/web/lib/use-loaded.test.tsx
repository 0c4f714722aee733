// @vitest-environment happy-dom
import { act, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Loading, useLoaded } from "./use-loaded.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A load the test answers by hand, keeping the signal it was given. */
interface Pending {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

let root: Root | null = null;
let state: Loading<string>;
let pending: Pending[] = [];

function load(key: string) {
  return (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => pending.push({ key, signal, resolve, reject }));
}

function Probe({ loadKey, what }: { loadKey: string | null; what?: string }) {
  const current = useLoaded(loadKey, load(loadKey ?? ""), what);
  useEffect(() => {
    state = current;
  });
  return null;
}

async function show(loadKey: string | null, what?: string) {
  root ??= createRoot(document.createElement("div"));
  await act(async () => root!.render(<Probe loadKey={loadKey} what={what} />));
}

async function answer(index: number, value: string) {
  await act(async () => pending[index]!.resolve(value));
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  pending = [];
  vi.restoreAllMocks();
});

describe("useLoaded", () => {
  it("is loading until the answer comes, then holds it", async () => {
    await show("a");
    expect(state).toMatchObject({ loading: true, failed: false, value: null, error: null });
    await answer(0, "A");
    expect(state).toMatchObject({ loading: false, failed: false, value: "A" });
  });

  it("loads nothing for a null key", async () => {
    await show(null);
    expect(pending).toHaveLength(0);
    expect(state).toMatchObject({ loading: true, value: null });
  });

  it("aborts the load of a key no longer wanted and drops its late answer", async () => {
    await show("a");
    await show("b");
    expect(pending.map((p) => [p.key, p.signal.aborted])).toEqual([
      ["a", true],
      ["b", false],
    ]);
    await answer(0, "A");
    expect(state).toMatchObject({ loading: true, value: null });
    await answer(1, "B");
    expect(state.value).toBe("B");
  });

  it("keeps what it loaded on screen while it loads the same key again", async () => {
    await show("a");
    await answer(0, "A");
    await act(async () => state.reload());
    expect(pending).toHaveLength(2);
    expect(state).toMatchObject({ loading: false, value: "A" });
    await answer(1, "A2");
    expect(state.value).toBe("A2");
  });

  it("says what failed, logging it only when told what it was", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const refusal = new Error("refused");
    await show("a");
    await act(async () => pending[0]!.reject(refusal));
    expect(state).toMatchObject({ loading: false, failed: true, error: refusal, value: null });
    expect(log).not.toHaveBeenCalled();

    await show("b", "the list");
    await act(async () => pending[1]!.reject(refusal));
    expect(log).toHaveBeenCalledWith("Failed to load the list:", refusal);
  });
});
