import { TIMED_TEST_BENCHMARKS } from "../../../core/content/speed-benchmarks.ts";
import type { TimedDuration } from "../../../core/typing/test-modes.ts";
import { SpeedTable } from "../../ui/SpeedTable.tsx";
import { TIMED_TEST_GUIDES } from "./timed-test-guides.ts";

/**
 * The explanatory section under a timed test: speed categories, tips and rest advice. The
 * route renders it to HTML at build time, so none of it ships in the JavaScript.
 */
export function TimedTestGuide({ seconds }: { seconds: TimedDuration }) {
  const guide = TIMED_TEST_GUIDES[seconds];
  const bands = TIMED_TEST_BENCHMARKS[seconds];
  return (
    <section aria-labelledby="guide-title" className="space-y-6 border-t border-gray-800 pt-10">
      <div>
        <h2 id="guide-title" className="text-2xl font-semibold text-white">
          {guide.title}
        </h2>
        <p className="mt-3 max-w-3xl leading-relaxed text-gray-300">{guide.intro}</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-lg font-semibold text-white">Speed categories</h3>
          <SpeedTable
            className="mt-3"
            caption="Typing speed categories for this test, in words per minute"
            rows={bands.map((band) => ({ name: band.label, range: band.range }))}
          />
        </div>
        <div>
          <h3 className="text-lg font-semibold text-white">Tips for this test</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-gray-300 marker:text-amber-400">
            {guide.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          {guide.advice && (
            <p className="mt-5 rounded-lg border border-amber-400/30 bg-amber-400/5 p-4 text-sm text-amber-100">
              {guide.advice}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
