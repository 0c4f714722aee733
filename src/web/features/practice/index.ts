/** What other features take from practice: the typing screen a page gives them to run on. */
export type { PracticeRunner } from "./practice-runner.ts";
