import { z } from "zod";
import { DIFFICULTIES } from "../typing/difficulty.ts";

/**
 * The difficulty as API schemas validate it. It lives apart from core/difficulty.ts so that
 * pages which only need the difficulty constants do not load zod.
 */
export const difficultySchema = z.enum(DIFFICULTIES);
