/** Adaptive lessons (issue 35): a mode of /practice and a section of the profile, each fetched when shown. */
export { LessonsPractice } from "./LessonsPractice.tsx";
export { ProfileLessons } from "./ProfileLessons.tsx";
