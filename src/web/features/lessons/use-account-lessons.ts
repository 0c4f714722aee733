import { useEffect } from "react";
import { getLessonProgress, putLessonProgress } from "../../../core/api/endpoints/lessons.ts";
import type { LessonProgress } from "../../../core/lessons/lesson-progress.ts";
import { api } from "../../lib/api-client.ts";
import { useSession } from "../../lib/session.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { currentLessons, onLessonsSaved, replaceLessons } from "./lesson-store.ts";

/** The progress last taken from the account, as stored: taking it saves it, which sends nothing. */
let fromAccount: string | null = null;

function adopt(progress: LessonProgress) {
  fromAccount = JSON.stringify(progress);
  replaceLessons(progress);
}

/**
 * Sends this browser's progress to the account, which merges it with what it has from other
 * devices (src/core/lessons/merge-progress.ts) and answers the merge, taken here as this
 * browser's. A failed save leaves the progress in the browser; the next lesson sends it again.
 */
function saveToAccount(progress: LessonProgress) {
  if (JSON.stringify(progress) === fromAccount) return;
  api(putLessonProgress, { body: progress }).then(adopt, () => {});
}

/**
 * Lessons follow a signed-in account (issue 35): on sign-in a browser with no lessons of its
 * own takes the account's, and one with lessons sends them to be merged; while signed in, each
 * saved change is sent too.
 */
export function useAccountLessons(): void {
  const userId = useSession().user?.id ?? null;
  const account = useLoaded(userId, (signal) => api(getLessonProgress, {}, signal));
  // The account's answer is null when it has no lessons yet, as the value is before it comes.
  const ready = userId !== null && !account.loading && !account.failed;
  const loaded = account.value;
  useEffect(() => {
    if (!ready) return;
    const local = currentLessons();
    if (loaded && local.lessons.length === 0) adopt(loaded);
    else if (local.lessons.length > 0) saveToAccount(local);
    return onLessonsSaved(saveToAccount);
  }, [ready, loaded]);
}
