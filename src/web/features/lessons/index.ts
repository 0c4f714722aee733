/** Adaptive lessons (issue 35): a mode of /practice, fetched when it is chosen. */
export { LessonsPractice } from "./LessonsPractice.tsx";
