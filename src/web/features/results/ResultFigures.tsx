import type { CharacterBreakdown, ResultFigures } from "../../../core/insight/result-figures.ts";
import { InfoTip } from "../../ui/InfoTip.tsx";
import { SPEED_EXPLANATIONS } from "./speed-explanations.ts";

/** Seconds with a tenth only when there is one: "30 s", "42.3 s". */
function seconds(ms: number): string {
  const tenths = Math.round(ms / 100);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)} s`;
}

interface Figure {
  label: string;
  value: string;
  caption: string;
  testId: string;
  /** A speed that is not the score says so, on hover and focus. */
  explanation?: string;
}

function figureList(figures: ResultFigures, timed: boolean): Figure[] {
  return [
    {
      label: "Raw speed",
      value: String(figures.rawWpm),
      caption: "Every character typed, mistakes included",
      testId: "figure-raw",
      explanation: SPEED_EXPLANATIONS.raw,
    },
    {
      label: "Net speed",
      value: String(figures.netWpm),
      caption: "Raw speed less the mistakes left in",
      testId: "figure-net",
      explanation: SPEED_EXPLANATIONS.net,
    },
    {
      label: "Keystroke accuracy",
      value: `${figures.keystrokeAccuracy.toFixed(1)}%`,
      caption: "Right keys of all pressed, fixed mistakes counted",
      testId: "figure-keystroke-accuracy",
    },
    {
      label: "Consistency",
      value: figures.consistency === null ? "–" : `${figures.consistency.toFixed(1)}%`,
      caption:
        figures.consistency === null
          ? "Needs two whole seconds of typing"
          : "How even your speed was, second to second",
      testId: "figure-consistency",
    },
    {
      label: "Time",
      value: seconds(figures.timeMs),
      caption: timed ? "The test's set time" : "From your first key to the end",
      testId: "figure-time",
    },
  ];
}

const BREAKDOWN: [key: keyof CharacterBreakdown, label: string, caption: string][] = [
  ["correct", "Correct", "Right characters in what you typed"],
  ["incorrect", "Incorrect", "Wrong characters left in"],
  ["extra", "Extra", "Typed past the end of the text"],
  ["missed", "Missed", "Left untyped when the test stopped"],
  ["corrected", "Corrected", "Mistakes you went back and fixed"],
];

/**
 * The figures that explain a result beside the specification's WPM and accuracy (issue 15),
 * each with a line on what it measures.
 */
export function ResultFiguresGrid({ figures, timed }: { figures: ResultFigures; timed: boolean }) {
  return (
    <section aria-labelledby="figures-title" className="space-y-3">
      <h3 id="figures-title" className="sr-only">
        More figures
      </h3>
      <p className="text-sm text-gray-300" data-testid="score-hint">
        Your score is the words per minute above. Raw and net speed count the same typing other
        ways, for comparison.
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {figureList(figures, timed).map((figure) => (
          <div
            key={figure.label}
            className="relative rounded-lg border border-gray-700 bg-gray-900 px-3 py-2 last:col-span-2 sm:last:col-span-1"
          >
            <dt className="text-xs font-medium text-gray-300">
              {figure.label}
              {figure.explanation && (
                <InfoTip label={`What is ${figure.label.toLowerCase()}?`}>
                  {figure.explanation}
                </InfoTip>
              )}
            </dt>
            <dd
              data-testid={figure.testId}
              className="font-mono text-xl font-semibold text-gray-100 tabular-nums"
            >
              {figure.value}
            </dd>
            <dd className="text-xs leading-snug text-gray-400">{figure.caption}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-lg border border-gray-700 bg-gray-900 px-3 py-2">
        <p id="breakdown-title" className="text-xs font-medium text-gray-300">
          Characters
        </p>
        <dl
          aria-labelledby="breakdown-title"
          className="mt-1 grid grid-cols-3 gap-x-3 gap-y-2 sm:grid-cols-5"
        >
          {BREAKDOWN.map(([key, label, caption]) => (
            <div key={key} title={caption}>
              <dt className="text-xs text-gray-400">{label}</dt>
              <dd
                data-testid={`characters-${key}`}
                className="font-mono text-lg font-semibold text-gray-100 tabular-nums"
              >
                {figures.characters[key]}
              </dd>
              <dd className="sr-only">{caption}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-gray-400">
          Extra: typed past the end. Missed: left untyped. Corrected: wrong, then fixed.
        </p>
      </div>
    </section>
  );
}
