/** What a new personal best beat (issue 15). */
export interface PersonalBest {
  /** The best WPM before this result; null when it is the first of its mode and difficulty. */
  previousBestWpm: number | null;
  /** The mean WPM of the earlier results, one decimal; null when there are none. */
  averageWpm: number | null;
}

export interface EarlierResults {
  bestWpm: number | null;
  averageWpm: number | null;
}

/** A personal best when `wpm` beats every earlier result; equalling the best is not one. */
export function personalBest(wpm: number, earlier: EarlierResults): PersonalBest | null {
  if (earlier.bestWpm !== null && wpm <= earlier.bestWpm) return null;
  return {
    previousBestWpm: earlier.bestWpm,
    averageWpm: earlier.averageWpm === null ? null : Math.round(earlier.averageWpm * 10) / 10,
  };
}
