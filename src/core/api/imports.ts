import { z } from "zod";
import {
  IMPORT_MESSAGES,
  IMPORT_SOURCES,
  MAX_IMPORT_BYTES,
  MAX_LISTED_ERRORS,
  PREVIEW_ROWS,
} from "../imports/imported-result.ts";

const when = z.iso.datetime({ offset: true });
export const importSourceSchema = z.enum(IMPORT_SOURCES);

export const importRequestSchema = z.strictObject({
  text: z
    .string()
    .max(MAX_IMPORT_BYTES, IMPORT_MESSAGES.tooLarge)
    .describe(
      "The whole file as text: a Monkeytype results export (CSV) or a keybr.com data " +
        `download (JSON), told apart by what it holds; at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB`,
    ),
  dryRun: z
    .boolean()
    .describe("True to read the file and answer what it holds without importing anything"),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

const rowErrorSchema = z.object({
  at: z.number().int().describe("The line (CSV, the header is line 1) or result (JSON, from 1)"),
  message: z.string(),
});

/** What a file holds, as its preview shows it and its import answers it. */
export const importPreviewSchema = z.object({
  source: importSourceSchema,
  unit: z.enum(["line", "result"]).describe("What `at` of an error counts"),
  results: z.number().int().describe("Results read from the file"),
  alreadyImported: z
    .number()
    .int()
    .describe("Of them, those an earlier import brought in already: they are skipped"),
  from: when.nullable().describe("When the oldest result read was typed"),
  to: when.nullable().describe("When the newest was"),
  bestWpm: z.number().nullable(),
  averageWpm: z.number().nullable(),
  firstRows: z
    .array(
      z.object({
        takenAt: when,
        wpm: z.number(),
        accuracy: z.number(),
        durationMs: z.number().int(),
        mode: z.string().describe("The source's own name of the test: 'time 30', 'keybr natural'"),
        language: z.string().nullable(),
      }),
    )
    .describe(`The file's first ${PREVIEW_ROWS} results`),
  errors: z
    .array(rowErrorSchema)
    .describe(`The first ${MAX_LISTED_ERRORS} rows that could not be read, and why`),
  errorCount: z.number().int().describe("Every row that could not be read"),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importDoneSchema = importPreviewSchema.extend({
  imported: z.number().int().describe("Results added to the history by this import"),
});
export type ImportDone = z.infer<typeof importDoneSchema>;

export const importListSchema = z.object({
  sources: z
    .array(
      z.object({
        source: importSourceSchema,
        results: z.number().int(),
        from: when,
        to: when,
      }),
    )
    .describe("Each source the typist imported from, with how many results and their dates"),
});
export type ImportList = z.infer<typeof importListSchema>;

export const importSourceParamsSchema = z.strictObject({ source: importSourceSchema });

export const importsRemovedSchema = z.object({
  removed: z.number().int().describe("Imported results taken out of the history"),
});
