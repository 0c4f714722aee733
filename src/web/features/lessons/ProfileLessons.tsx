import { useState } from "react";
import { Link } from "react-router";
import { getLessonProgress } from "../../../core/api/endpoints/lessons.ts";
import { keysInPlay, lessonOrder } from "../../../core/lessons/keys-in-play.ts";
import { PATHS } from "../../../core/site/paths.ts";
import { LANGUAGE_NAMES } from "../../../core/texts/language-names.ts";
import { api } from "../../lib/api-client.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Card } from "../../ui/Card.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { LessonCalendar } from "./LessonCalendar.tsx";
import { PredictionLines } from "./PredictionLines.tsx";
import { KIND_LABELS } from "./lesson-labels.ts";
import { loadWords, wordsLanguage } from "./lesson-words.ts";

const LESSONS_PATH = `${PATHS.practice}?mode=lessons`;
const linkClass = "text-amber-300 underline underline-offset-4 hover:text-amber-200";

/** The account's lessons with the words their keys are ordered by; null before any lesson. */
async function loadLessons(signal: AbortSignal) {
  const progress = await api(getLessonProgress, {}, signal);
  if (!progress || progress.lessons.length === 0) return null;
  return { progress, words: await loadWords(wordsLanguage(progress.kind, progress.language)) };
}

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note: string;
  testId: string;
}) {
  return (
    <div>
      <dt className="text-sm text-gray-300">{label}</dt>
      <dd data-testid={testId} className="mt-1 text-2xl font-bold text-white tabular-nums">
        {value}
      </dd>
      <dd className="text-sm text-gray-300">{note}</dd>
    </div>
  );
}

/**
 * The account's adaptive lessons on the profile (issue 35): the keys in play of the kind last
 * practised, the lessons done, how they are going, where the typist's best minute stands, and the
 * practice calendar, whose figures hold the time typed. An account without lessons is invited
 * to start them, with no empty charts.
 */
export function ProfileLessons({ userId }: { userId: string }) {
  const loaded = useLoaded(userId, loadLessons, "your lessons");
  // The calendar counts its days to when the profile opened.
  const [now] = useState(Date.now);
  const lessons = loaded.value;
  return (
    <Card
      as="section"
      aria-labelledby="profile-lessons"
      className="space-y-4 p-5 sm:p-6"
      data-testid="profile-lessons"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="profile-lessons" className="text-lg font-semibold text-white">
          Lessons
        </h2>
        {lessons && (
          <Link to={LESSONS_PATH} className={`text-sm ${linkClass}`}>
            Continue lessons
          </Link>
        )}
      </div>
      {loaded.loading ? (
        <Spinner label="Loading your lessons…" />
      ) : loaded.failed ? (
        <p className="text-sm text-gray-300">
          Your lessons could not be loaded. Please try again later.
        </p>
      ) : lessons ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-3">
              <Figure
                label="Keys in play"
                testId="lesson-keys"
                value={`${keysInPlay(lessons.progress, lessons.words).length} of ${lessonOrder(lessons.progress, lessons.words).length}`}
                note={`${KIND_LABELS[lessons.progress.kind]}, ${LANGUAGE_NAMES[lessons.progress.language].englishName}`}
              />
              <Figure
                label="Lessons done"
                testId="lesson-count"
                value={lessons.progress.lessons.length.toLocaleString("en-US")}
                note="Of every kind"
              />
            </dl>
            <div className="space-y-1">
              <PredictionLines progress={lessons.progress} words={lessons.words} />
            </div>
          </div>
          <LessonCalendar lessons={lessons.progress.lessons} now={now} />
        </div>
      ) : (
        <p className="text-gray-300">
          Lessons start with a few letters and add the next once you type them at your target speed.{" "}
          <Link to={LESSONS_PATH} className={linkClass}>
            Start lessons
          </Link>
        </p>
      )}
    </Card>
  );
}
