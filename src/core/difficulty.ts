import { z } from "zod";

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DEFAULT_DIFFICULTY: Difficulty = "medium";

export const difficultySchema = z.enum(DIFFICULTIES);

export function isDifficulty(value: unknown): value is Difficulty {
  return difficultySchema.safeParse(value).success;
}

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
};
