import { z } from "zod";
import { CODE_LANGUAGES } from "../texts/code-languages.ts";
import { LANGUAGES } from "../texts/languages.ts";
import { TEXT_KINDS } from "../texts/text-choice.ts";

/** A test's text as the API takes it (src/core/texts/text-choice.ts). */
export const textChoiceSchema = z
  .strictObject({
    kind: z
      .enum(TEXT_KINDS)
      .describe(
        "'passages' (prose, the default), 'words' (common words), 'quotes' (English quotes) or 'code' (code snippets)",
      ),
    language: z.enum(LANGUAGES).describe("The language's code, for example 'en' or 'fr'"),
    punctuation: z.boolean().describe("Sentences with punctuation: common words only"),
    numbers: z.boolean().describe("Numbers in place of some words: common words only"),
    code: z
      .enum(CODE_LANGUAGES)
      .default("javascript")
      .describe("The programming language of a code test; 'javascript' when left out"),
  })
  .describe("The text to type; English passages when left out");
