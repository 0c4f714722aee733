import type { ComponentType } from "react";

/** One run of a practice text, given by the page: the typing screen and its results. */
export type PracticeRunner = ComponentType<{
  text: string;
  /** What is practised, as the results name it. */
  title: string;
  /** The results' button: a new text, or the same one again. */
  againLabel: string;
  onRestart: () => void;
}>;
