// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { SaveResultResponse } from "../../../core/api/results.ts";
import {
  type KeptResult,
  forgetKeptResult,
  keepForProfile,
  keptResultFor,
} from "../../lib/kept-result.ts";
import { KeptResultNotice } from "./KeptResultNotice.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const kept: KeptResult = {
  saved: true,
  result: {
    id: 7,
    wpm: 64,
    accuracy: 98.5,
    mode: "30-seconds",
    difficulty: "hard",
    verification: "verified",
    flags: [],
    personalBest: null,
    awaitingEmailVerification: false,
  } as unknown as SaveResultResponse,
};

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  forgetKeptResult();
});

function show(onClose: () => void) {
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <MemoryRouter>
        <KeptResultNotice kept={kept} onClose={onClose} />
      </MemoryRouter>,
    ),
  );
  return host;
}

describe("the profile's greeting for the result just saved", () => {
  it("names the result's figures and links to its page", () => {
    const host = show(() => {});
    const region = host.querySelector("section")!;
    const title = document.getElementById(region.getAttribute("aria-labelledby")!);
    expect(title?.textContent).toBe("Your result is saved to your profile");
    expect(host.querySelector("[data-testid=kept-result-figures]")?.textContent).toBe(
      "64.0 WPM · 98.5% accuracy · 30 Seconds · Hard",
    );
    const link = [...host.querySelectorAll("a")].find((a) => a.textContent === "See this result");
    expect(link?.getAttribute("href")).toBe("/results/7");
  });

  it("closes for good when dismissed, and hands the focus on", () => {
    keepForProfile(Promise.resolve(kept));
    expect(keptResultFor("visit")).not.toBeNull();
    let closed = 0;
    const host = show(() => closed++);
    const dismiss = host.querySelector<HTMLButtonElement>(
      "button[aria-label='Dismiss this notice']",
    );
    act(() => dismiss!.click());
    expect(host.querySelector("section")).toBeNull();
    expect(closed).toBe(1);
    expect(keptResultFor("visit")).toBeNull();
  });
});
