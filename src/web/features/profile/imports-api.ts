import type { ImportDone, ImportList, ImportPreview } from "../../../core/api/imports.ts";
import { deleteImports, getImports, postImport } from "../../../core/api/endpoints/imports.ts";
import type { ImportSource } from "../../../core/imports/imported-result.ts";
import { api } from "../../lib/api-client.ts";

/** What the server reads in the file; nothing is imported. */
export function previewImport(text: string): Promise<ImportPreview> {
  return api(postImport, { body: { text, dryRun: true } }) as Promise<ImportPreview>;
}

/** The file sent again to be imported: the server reads it again, never trusting the preview. */
export function commitImport(text: string): Promise<ImportDone> {
  return api(postImport, { body: { text, dryRun: false } }) as Promise<ImportDone>;
}

export function fetchImports(signal?: AbortSignal): Promise<ImportList> {
  return api(getImports, {}, signal);
}

export async function removeImports(source: ImportSource): Promise<number> {
  return (await api(deleteImports, { params: { source } })).removed;
}
