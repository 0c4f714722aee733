import {
  lessonsToTargetSpeed,
  lessonsToUnlockAll,
} from "../../../core/lessons/lesson-prediction.ts";
import type { LessonProgress } from "../../../core/lessons/lesson-progress.ts";
import { TypistPercentile } from "./TypistPercentile.tsx";
import { speedPrediction, unlockPrediction } from "./prediction-text.ts";

/**
 * How the lessons of the current kind are going, in words: lessons to the target speed and to
 * every key at this pace, then where the typist's best minute stands among the site's typists.
 */
export function PredictionLines({
  progress,
  words,
}: {
  progress: LessonProgress;
  words: readonly string[];
}) {
  return (
    <>
      <p className="text-gray-100">
        {speedPrediction(lessonsToTargetSpeed(progress), progress.targetWpm)}
      </p>
      <p className="text-sm text-gray-300">
        {unlockPrediction(lessonsToUnlockAll(progress, words))}
      </p>
      <TypistPercentile />
    </>
  );
}
