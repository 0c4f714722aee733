import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { customTestText } from "../../core/practice/custom-test-text.ts";
import { normalizeCustomText } from "../../core/practice/custom-text.ts";
import type { TestMode } from "../../core/typing/test-modes.ts";
import { useCustomText } from "../lib/custom-text-store.ts";
import type { TypingRunProps } from "./TypingRun.tsx";
import type { FinishedUnrankedRun } from "./unranked-run.ts";
import { ZenRun } from "./ZenRun.tsx";

interface UnrankedRunProps {
  kind: "zen" | "custom";
  setup: TestMode;
  onRestart: () => void;
  preload?: () => unknown;
  renderResults: (run: FinishedUnrankedRun) => ReactNode;
  /** The run of a given text: TypingRun, handed in as it is what loads this module. */
  Run: ComponentType<TypingRunProps>;
}

/**
 * A run of a text the server does not serve (issue 34), saved as practice is: zen's free typing,
 * or the typist's own text typed as a test of the chosen length. A new custom text starts a new
 * run, as another choice of text does.
 */
export function UnrankedRun({
  kind,
  setup,
  onRestart,
  preload,
  renderResults,
  Run,
}: UnrankedRunProps) {
  const draft = useCustomText();
  const [custom] = useState(draft);
  const changed = kind === "custom" && draft !== custom;
  useEffect(() => {
    if (changed) onRestart();
  }, [changed, onRestart]);

  if (kind === "zen") {
    return <ZenRun onRestart={onRestart} preload={preload} renderResults={renderResults} />;
  }
  const cleaned = normalizeCustomText(custom);
  if (!cleaned.ok) {
    return (
      <p
        data-testid="custom-text-missing"
        className="rounded-xl border border-amber-400/40 bg-amber-400/10 px-5 py-4 text-amber-100"
      >
        {cleaned.reason === "empty"
          ? "Enter your text in Custom text above, and the test starts with your first key."
          : cleaned.message}
      </p>
    );
  }
  return (
    <Run
      setup={setup}
      source={{ kind: "given", text: customTestText(cleaned.text, setup) }}
      badge={{ label: "Text", value: "Custom" }}
      onRestart={onRestart}
      preload={preload}
      renderResults={({ result, timeline }) => renderResults({ result, timeline, kind: "custom" })}
    />
  );
}
