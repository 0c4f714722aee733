import { useState, useSyncExternalStore } from "react";
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

/** Lessons that unlock keys (issue 35), fetched when chosen, as custom text is. */
const LazyLessons = lazyComponent(
  () => import("../lessons/index.ts").then((module) => module.LessonsPractice),
  "Loading…",
);

type PracticeMode = "weak-keys" | "custom" | "lessons";

const MODES: { mode: PracticeMode; label: string }[] = [
  { mode: "weak-keys", label: "Weak keys" },
  { mode: "custom", label: "Custom text" },
  { mode: "lessons", label: "Lessons" },
];

/**
 * /practice?mode=lessons opens the lessons. The page is prerendered without the query, so the
 * address is read in the browser once hydrated, never during the render that hydrates.
 */
const lessonsAsked = () => new URLSearchParams(window.location.search).get("mode") === "lessons";
const prerendered = () => false;
const noChange = () => () => {};

/** The practice page: weak-key practice or the typist's own text, both unranked. */
export function PracticePage({ Run }: { Run: PracticeRunner }) {
  const handed = handedText(useLocation().state);
  const askedForLessons = useSyncExternalStore(noChange, lessonsAsked, prerendered);
  const [chosen, setMode] = useState<PracticeMode | null>(null);
  const mode = chosen ?? (handed !== null ? "custom" : askedForLessons ? "lessons" : "weak-keys");

  return (
    <div className="space-y-6">
      <p className="text-gray-300 sm:text-lg">
        Practise the keys that slow you down, a text of your own, or lessons that add keys as you
        master them. Practice is unranked; signed in, each run is kept in your history as practice.
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
      ) : mode === "custom" ? (
        <LazyCustomTextPractice.Component Run={Run} initialText={handed ?? ""} />
      ) : (
        <LazyLessons.Component Run={Run} />
      )}
    </div>
  );
}
