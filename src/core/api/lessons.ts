import { lessonProgressSchema } from "../lessons/lesson-progress.ts";

/** The account's lesson progress, or null until a device has saved some. */
export const storedLessonProgressSchema = lessonProgressSchema
  .nullable()
  .describe("null until the account has saved lesson progress");
