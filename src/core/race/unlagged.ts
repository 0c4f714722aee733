import { countCorrect, lengthWpm } from "../typing/scoring.ts";

/**
 * A racer's speed free of their own network delay, TypeRacer's "unlagged" figure: the passage's
 * correct characters over the time of their last keystroke as their page recorded it (the edit
 * times of their progress chunks, counted from the start as the page reckoned it), not over the
 * server's time of the chunk's arrival. A slow network makes the start reach the page late and
 * each chunk reach the server late; neither moves these times. Places stay on the server's
 * clock (liveWpm, applyProgress): a page's clock is its own word, which the replay only bounds
 * (replayChunk: no edit after its chunk's arrival plus the clock margin). Null before any
 * keystroke.
 */
export function unlaggedWpm(
  passage: string,
  typing: { text: string; lastMs: number },
): number | null {
  if (typing.text.length === 0 || typing.lastMs <= 0) return null;
  return lengthWpm(countCorrect(passage, typing.text), typing.lastMs);
}
