import type { TimedDuration } from "../typing/test-modes.ts";

export interface SpeedBand {
  label: string;
  /** Display range in WPM, as product 'Constants and limits' writes it. */
  range: string;
}

/** product 'Constants and limits', per-test speed tables: shown under each timed test. */
export const TIMED_TEST_BENCHMARKS: Record<TimedDuration, SpeedBand[]> = {
  30: [
    { label: "Beginner", range: "0-20" },
    { label: "Learning", range: "21-35" },
    { label: "Average", range: "36-50" },
    { label: "Above Average", range: "51-65" },
    { label: "Fast", range: "66-80" },
    { label: "Expert", range: "80+" },
  ],
  60: [
    { label: "Entry", range: "30-35" },
    { label: "Data Entry", range: "50-80" },
    { label: "Administrative", range: "65-75" },
    { label: "Professional", range: "75-95" },
    { label: "Expert", range: "95-120" },
    { label: "Elite", range: "120+" },
  ],
  120: [
    { label: "Beginner", range: "20-30" },
    { label: "Intermediate", range: "30-45" },
    { label: "Average", range: "45-60" },
    { label: "Proficient", range: "60-75" },
    { label: "Advanced", range: "75-90" },
    { label: "Expert", range: "90+" },
  ],
  180: [
    { label: "Basic", range: "15-25" },
    { label: "Developing", range: "25-40" },
    { label: "Intermediate", range: "40-55" },
    { label: "Skilled", range: "55-70" },
    { label: "Professional", range: "70-85" },
    { label: "Expert", range: "85+" },
  ],
  300: [
    { label: "Entry", range: "15-25" },
    { label: "Junior", range: "25-35" },
    { label: "Standard", range: "35-50" },
    { label: "Professional", range: "50-65" },
    { label: "Expert", range: "65-80" },
    { label: "Master", range: "80+" },
  ],
  600: [
    { label: "Developing", range: "10-20" },
    { label: "Basic", range: "20-30" },
    { label: "Intermediate", range: "30-45" },
    { label: "Professional", range: "45-60" },
    { label: "Expert", range: "60-75" },
    { label: "Elite", range: "75+" },
  ],
};
