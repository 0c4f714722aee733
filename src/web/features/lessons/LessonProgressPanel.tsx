import { useMemo, useState } from "react";
import { hasCurve, keyCurve } from "../../../core/lessons/key-confidence.ts";
import type { LessonProgress } from "../../../core/lessons/lesson-progress.ts";
import { Card } from "../../ui/Card.tsx";
import { LabelledSelect } from "../../ui/Select.tsx";
import { KeyCurveChart } from "./KeyCurveChart.tsx";
import { LessonCalendar } from "./LessonCalendar.tsx";
import { PredictionLines } from "./PredictionLines.tsx";
import { keyName } from "./lesson-labels.ts";

/**
 * How the lessons are going (issue 35): when the target speed and the last key are due at this
 * pace, where the typist's best minute stands among the site's typists, the practice calendar,
 * and each key's speed and accuracy over time.
 */
export function LessonProgressPanel({
  progress,
  words,
  order,
  focus,
  now,
}: {
  progress: LessonProgress;
  words: readonly string[];
  /** The kind's keys in unlock order. */
  order: readonly string[];
  focus: string | null;
  /** The time the calendar counts its days and streak to. */
  now: number;
}) {
  const { lessons } = progress;
  // Which keys have a curve is cheap to tell; a curve is made for the key shown alone, as every
  // key's over a long history would take more than a frame after each lesson.
  const curveKeys = useMemo(() => order.filter((key) => hasCurve(lessons, key)), [order, lessons]);
  const [picked, setPicked] = useState<string | null>(null);
  const shown =
    [picked, focus].find((key) => key !== null && curveKeys.includes(key)) ?? curveKeys[0];
  const points = useMemo(
    () => (shown === undefined ? [] : keyCurve(lessons, shown)),
    [lessons, shown],
  );

  return (
    <section aria-labelledby="lesson-progress-title" className="space-y-4">
      <h2 id="lesson-progress-title" className="text-xl font-semibold text-white">
        Progress
      </h2>
      <Card className="space-y-1 p-4 sm:p-5" data-testid="lesson-prediction">
        <PredictionLines progress={progress} words={words} />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <LessonCalendar lessons={lessons} now={now} />
        <Card className="min-w-0 space-y-3 p-4 sm:p-5">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h3 className="font-semibold text-white">A key over time</h3>
            {shown !== undefined && (
              <LabelledSelect label="Key" value={shown} onChange={setPicked} className="w-32">
                {curveKeys.map((key) => (
                  <option key={key} value={key}>
                    {keyName(key)}
                  </option>
                ))}
              </LabelledSelect>
            )}
          </div>
          {shown !== undefined ? (
            <KeyCurveChart
              keyName={keyName(shown)}
              points={points}
              targetWpm={progress.targetWpm}
            />
          ) : (
            <p className="text-sm text-gray-300">
              A key's curve shows once a lesson has given it three timed keystrokes or more.
            </p>
          )}
        </Card>
      </div>
    </section>
  );
}
