import type { Prediction } from "../../../core/lessons/lesson-prediction.ts";
import { MIN_TREND_LESSONS } from "../../../core/lessons/lesson-prediction.ts";

const lessons = (n: number) => (n === 1 ? "1 lesson" : `About ${n} lessons`);

/** Lessons left until the target speed, in words, honest when there is no saying. */
export function speedPrediction(prediction: Prediction, targetWpm: number): string {
  if (prediction.lessons === 0) return `Your lessons are at ${targetWpm} WPM already.`;
  if (prediction.lessons !== null) {
    return `${lessons(prediction.lessons)} to ${targetWpm} WPM at this pace.`;
  }
  return prediction.reason === "too-few"
    ? `After ${MIN_TREND_LESSONS} lessons of this kind, a prediction of when you reach ${targetWpm} WPM shows here.`
    : `Your speed has not risen over your last lessons, so there is no saying yet when you reach ${targetWpm} WPM.`;
}

/** Lessons left until every key is in play, in words. */
export function unlockPrediction(prediction: Prediction): string {
  if (prediction.lessons === 0) return "Every key of this kind is in play.";
  if (prediction.lessons !== null) {
    return `${lessons(prediction.lessons)} until every key is in play, at the pace you unlock them now.`;
  }
  return prediction.reason === "too-few"
    ? "Too few lessons yet to say when every key is in play."
    : "No key unlocked over your last lessons, so there is no saying yet when every key is in play.";
}
