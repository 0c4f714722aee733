import { z } from "zod";
import { LANGUAGES } from "../texts/languages.ts";
import { TEXT_KINDS } from "../texts/text-choice.ts";

/** A test's text as the API takes it (src/core/texts/text-choice.ts). */
export const textChoiceSchema = z
  .strictObject({
    kind: z
      .enum(TEXT_KINDS)
      .describe(
        "'passages' (prose, the default), 'words' (common words) or 'quotes' (English quotes)",
      ),
    language: z.enum(LANGUAGES).describe("The language's code, for example 'en' or 'fr'"),
    punctuation: z.boolean().describe("Sentences with punctuation: common words only"),
    numbers: z.boolean().describe("Numbers in place of some words: common words only"),
  })
  .describe("The text to type; English passages when left out");
