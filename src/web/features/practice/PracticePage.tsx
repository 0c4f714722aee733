import { useState } from "react";
import { useLocation } from "react-router";
import type { PracticeRunner } from "./practice-runner.ts";
import { handedText } from "../../lib/practice-handoff.ts";
import { lazyComponent } from "../../ui/lazy-component.tsx";
import { WeakKeyPractice } from "./WeakKeyPractice.tsx";

/**
 * Custom text practice and the cleaning it shares with a Custom test are fetched when chosen, not
 * on the page's first load: weak keys are what the page opens on.
 */
const LazyCustomTextPractice = lazyComponent(
  () => import("./CustomTextPractice.tsx").then((module) => module.CustomTextPractice),
  "Loading…",
);

type PracticeMode = "weak-keys" | "custom";

const MODES: { mode: PracticeMode; label: string }[] = [
  { mode: "weak-keys", label: "Weak keys" },
  { mode: "custom", label: "Custom text" },
];

/** The practice page: weak-key practice or the typist's own text, both unranked. */
export function PracticePage({ Run }: { Run: PracticeRunner }) {
  const handed = handedText(useLocation().state);
  const [mode, setMode] = useState<PracticeMode>(handed === null ? "weak-keys" : "custom");

  return (
    <div className="space-y-6">
      <p className="text-gray-300 sm:text-lg">
        Practise the keys that slow you down, or a text of your own. Practice is unranked; signed
        in, each run is kept in your history as practice.
      </p>
      <div
        role="group"
        aria-label="What to practise"
        className="inline-flex rounded-lg border border-gray-700 bg-gray-900 p-1"
      >
        {MODES.map((option) => (
          <button
            key={option.mode}
            type="button"
            aria-pressed={mode === option.mode}
            onClick={() => setMode(option.mode)}
            className={`rounded-md px-4 py-2 text-sm font-semibold transition-colors ${
              mode === option.mode
                ? "bg-amber-400 text-gray-950"
                : "text-gray-300 hover:bg-gray-800 hover:text-white"
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
      {mode === "weak-keys" ? (
        <WeakKeyPractice Run={Run} />
      ) : (
        <LazyCustomTextPractice.Component Run={Run} initialText={handed ?? ""} />
      )}
    </div>
  );
}
