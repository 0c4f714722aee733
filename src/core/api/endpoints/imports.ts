import { MAX_IMPORT_ROWS } from "../../imports/imported-result.ts";
import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import {
  importDoneSchema,
  importListSchema,
  importPreviewSchema,
  importRequestSchema,
  importSourceParamsSchema,
  importsRemovedSchema,
} from "../imports.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export const postImport = endpoint({
  method: "POST",
  path: "/api/me/imports",
  tags: ["results"],
  summary:
    "Read a Monkeytype results export or a keybr.com data download and, unless `dryRun`, add " +
    "its results to the signed-in user's history as imported",
  description:
    "The server reads the file itself. With `dryRun` it answers what the file holds (200) and " +
    "changes nothing; without, it adds the results not imported before (201). Imported " +
    "results are in the history and the totals only: never ranked, never a personal best, " +
    "never in the streak or key figures. Rows that cannot be read are listed and skipped; a " +
    `file that is not of either format, empty, or with more than ${MAX_IMPORT_ROWS} results ` +
    "is refused whole: 422, code `bad-import-file`.",
  body: importRequestSchema,
  responses: {
    200: importPreviewSchema,
    201: importDoneSchema,
    413: apiErrorSchema,
    422: apiErrorSchema,
    429: apiErrorSchema,
    ...errors,
  },
});

export const getImports = endpoint({
  method: "GET",
  path: "/api/me/imports",
  tags: ["results"],
  summary: "What the signed-in user imported, by source",
  responses: { 200: importListSchema, ...errors },
});

export const deleteImports = endpoint({
  method: "DELETE",
  path: "/api/me/imports/:source",
  tags: ["results"],
  summary: "Take every result imported from one source out of the signed-in user's history",
  params: importSourceParamsSchema,
  responses: { 200: importsRemovedSchema, 429: apiErrorSchema, ...errors },
});
