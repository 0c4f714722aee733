import { DEFAULT_DIFFICULTY, type Difficulty, isDifficulty } from "../../core/typing/difficulty.ts";
import { storedChoice } from "./stored-choice.ts";

const difficulty = storedChoice("typetempo:difficulty", DEFAULT_DIFFICULTY, isDifficulty);

export const setDifficulty: (value: Difficulty) => void = difficulty.set;

/**
 * The global difficulty (product 'Entities and their fields', Difficulty setting): medium by
 * default, shared by every test, kept on reload.
 */
export const useDifficulty: () => Difficulty = difficulty.use;
