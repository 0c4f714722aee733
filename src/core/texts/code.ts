import type { Difficulty } from "../typing/difficulty.ts";

/** One snippet of a language's file (content/code); a test names it by its position there. */
export interface Snippet {
  id: string;
  title: string;
  code: string;
}

/** What the typist types of a snippet: its characters less the indentation, which is filled in. */
export function typedLength(code: string): number {
  return code.replace(/^ +/gm, "").length;
}

/** The longest short snippet, in typed characters: about a third of each language's are short… */
export const SHORT_SNIPPET_MAX = 180;
/** …and a third medium; longer ones are long. */
export const MEDIUM_SNIPPET_MAX = 260;

export type SnippetLength = "short" | "medium" | "long";

export function snippetLength(code: string): SnippetLength {
  const typed = typedLength(code);
  if (typed <= SHORT_SNIPPET_MAX) return "short";
  if (typed <= MEDIUM_SNIPPET_MAX) return "medium";
  return "long";
}

/** A code test's difficulty is the length of its snippets, as a quotes test's is. */
export const SNIPPET_LENGTHS: Record<Difficulty, SnippetLength> = {
  easy: "short",
  medium: "medium",
  hard: "long",
};

/** The positions of the snippets a test of this difficulty draws from. */
export function snippetPool(snippets: readonly Snippet[], difficulty: Difficulty): number[] {
  return snippets.flatMap((snippet, position) =>
    snippetLength(snippet.code) === SNIPPET_LENGTHS[difficulty] ? [position] : [],
  );
}
