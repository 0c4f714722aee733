export interface SpeedClass {
  name: string;
  range: string;
  /** Lowest WPM in the class. */
  from: number;
}

/** product 'Constants and limits': speed classes on the rankings page (WPM). */
export const SPEED_CLASSES: readonly SpeedClass[] = [
  { name: "Beginner", range: "0-25", from: 0 },
  { name: "Intermediate", range: "26-45", from: 26 },
  { name: "Average", range: "46-65", from: 46 },
  { name: "Pro", range: "66-85", from: 66 },
  { name: "Expert", range: "86-100", from: 86 },
  { name: "Master", range: "100+", from: 101 },
];

/** The class of a speed; fractions between two ranges belong to the lower class. */
export function speedClassOf(wpm: number): SpeedClass {
  let found = SPEED_CLASSES[0]!;
  for (const speedClass of SPEED_CLASSES)
    if (Math.floor(wpm) >= speedClass.from) found = speedClass;
  return found;
}
