import { useCallback, useEffect, useMemo, useState } from "react";
import { focusKey, keyRow } from "../../../core/lessons/key-row.ts";
import { lessonOrder } from "../../../core/lessons/keys-in-play.ts";
import { recordLesson, unlockAll } from "../../../core/lessons/lesson-progress.ts";
import type { PracticeKind } from "../../../core/api/practice.ts";
import { LANGUAGE_NAMES } from "../../../core/texts/language-names.ts";
import type { Language } from "../../../core/texts/languages.ts";
import type { SessionResult } from "../../../core/typing/typing-session.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import type { PracticeRunner } from "../practice/index.ts";
import { KeyRow } from "./KeyRow.tsx";
import { LessonHeader } from "./LessonHeader.tsx";
import { LessonProgressPanel } from "./LessonProgressPanel.tsx";
import { lessonOutcome, outcomeMessage } from "./lesson-outcome.ts";
import { KIND_LABELS } from "./lesson-labels.ts";
import { lessonRecord } from "./lesson-record.ts";
import {
  type LessonChange,
  lessonsNow,
  saveLessons,
  setLessonKeyboard,
  updateLessons,
  useLessonKeyboard,
  useLessons,
} from "./lesson-store.ts";
import { loadWords, wordsLanguage } from "./lesson-words.ts";
import { nextLessonText } from "./next-lesson-text.ts";
import { useAccountLessons } from "./use-account-lessons.ts";

/** What a signed-in typist's lesson is saved to the history as: practice of its own kind. */
const LESSON_SAVE_KIND: PracticeKind = "lesson";

/** One lesson to type: its text, made from the progress as it was when the lesson began. */
interface Lesson {
  /** Counts lessons begun, so that each is a new run of the typing screen. */
  run: number;
  /** The language of the words it was made from. */
  language: Language;
  words: readonly string[];
  text: string;
  /** When it began: the practice calendar counts its days to then. */
  at: number;
}

/**
 * Adaptive lessons (issue 35): the header of choices, the row of keys, a lesson typed on the
 * test's own screen with the on-screen keyboard under it, what the lesson changed, and the
 * progress. A lesson's text is made when it begins; finishing it records it and may unlock a
 * key, while its results stay on screen until the next lesson.
 */
export function LessonsPractice({ Run }: { Run: PracticeRunner }) {
  useAccountLessons();
  const progress = useLessons();
  const keyboard = useLessonKeyboard();
  const language = wordsLanguage(progress.kind, progress.language);
  const [lesson, setLesson] = useState<Lesson | null>(null);
  const [outcome, setOutcome] = useState("");

  // The word list of the lesson's language, fetched when it changes; a lesson starts with it.
  useEffect(() => {
    let current = true;
    void loadWords(language).then((words) => {
      if (!current) return;
      setOutcome("");
      setLesson((last) => ({
        run: (last?.run ?? 0) + 1,
        language,
        words,
        text: nextLessonText(lessonsNow(), words),
        at: Date.now(),
      }));
    });
    return () => {
      current = false;
    };
  }, [language]);

  const words = lesson?.language === language ? lesson.words : null;

  /** A new lesson from the progress now, when its words are the ones loaded. */
  const next = useCallback(() => {
    setOutcome("");
    setLesson((last) => {
      if (!last || last.language !== wordsLanguage(lessonsNow().kind, lessonsNow().language)) {
        return last;
      }
      return {
        ...last,
        run: last.run + 1,
        text: nextLessonText(lessonsNow(), last.words),
        at: Date.now(),
      };
    });
  }, []);

  /** Any choice of the header or the key row: kept, and a lesson of it begun. */
  const change: LessonChange = useCallback(
    (fn) => {
      if (!words) return;
      updateLessons((p) => fn(p, words));
      next();
    },
    [words, next],
  );

  const onFinish = useCallback(
    (result: SessionResult) => {
      if (!words) return;
      const before = lessonsNow();
      const after = recordLesson(before, lessonRecord(before.kind, result, Date.now()), words);
      saveLessons(after);
      setOutcome(outcomeMessage(lessonOutcome(after, words), after));
    },
    [words],
  );

  const view = useMemo(
    () =>
      words && {
        tiles: keyRow(progress, words),
        focus: focusKey(progress, words),
        order: lessonOrder(progress, words),
      },
    [progress, words],
  );

  if (!lesson || !words || !view) return <Spinner label="Choosing the keys of your lesson…" />;
  const unlocked = outcome.startsWith("Unlocked");
  return (
    <div className="space-y-6" data-testid="lessons">
      <LessonHeader
        progress={progress}
        focus={view.focus}
        change={change}
        onUnlockAll={() => change((p, list) => unlockAll(p, list))}
        keyboard={keyboard}
        onKeyboard={setLessonKeyboard}
      />
      <KeyRow tiles={view.tiles} progress={progress} change={change} />
      {/* There from the start, so what a lesson changed is announced as it comes. */}
      <div role="status" aria-live="polite" className={outcome ? "" : "sr-only"}>
        {outcome && (
          <p
            data-testid="lesson-outcome"
            className={`rounded-md border px-4 py-3 text-sm font-medium ${
              unlocked
                ? "border-emerald-400/60 bg-emerald-500/10 text-gray-100"
                : "border-gray-700 bg-gray-900 text-gray-100"
            }`}
          >
            {outcome}
          </p>
        )}
      </div>
      {lesson.text === "" ? (
        <p className="text-gray-300">
          {view.order.length === 0
            ? `${LANGUAGE_NAMES[progress.language].englishName} has no ${KIND_LABELS[progress.kind].toLowerCase()}: choose another lesson.`
            : "No keys of this lesson are in play: bring a skipped key back, or choose another lesson."}
        </p>
      ) : (
        <Run
          key={lesson.run}
          text={lesson.text}
          title={`${KIND_LABELS[progress.kind]} lesson`}
          againLabel="Next Lesson"
          onRestart={next}
          keyboard={keyboard}
          onFinish={onFinish}
          saveAs={LESSON_SAVE_KIND}
        />
      )}
      <LessonProgressPanel
        progress={progress}
        words={words}
        order={view.order}
        focus={view.focus}
        now={lesson.at}
      />
    </div>
  );
}
