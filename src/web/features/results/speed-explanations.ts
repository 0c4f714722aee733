/**
 * What each speed on a result is, one line each (issue 33): the results panel's explanations
 * and the FAQ say the same. WPM is the specification's and the score; the others explain it.
 */
export const SPEED_EXPLANATIONS = {
  wpm: "Your score: correct characters ÷ 5, per minute. It is the speed saved, ranked and compared.",
  raw: "Not your score: every character you typed, wrong ones included, ÷ 5 per minute.",
  net: "Not your score: raw speed less one word per minute for each wrong character left in.",
} as const;
