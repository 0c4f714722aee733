import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import v8 from "node:v8";

/** More calls than a wrapper ever takes: V8's budget before it compiles a wrapper anew. */
const NEVER = 2 ** 31 - 1;

/**
 * PGlite.create, with V8's wrappers for WebAssembly's calls into JavaScript kept generic. V8
 * compiles such a wrapper anew after 1,000 calls (about 40 times in a PGlite's start), and in
 * doing so frees the wrappers of instances gone, such as the one PGlite runs initdb in; in
 * Node 24 that free can fail V8's check of its code pages ("Check failed:
 * jit_page.has_value()") and abort the whole process. The flag is process-wide and stops those
 * recompilations; queries took as long without them.
 */
export function createPglite(options: PGliteOptions): Promise<PGlite> {
  v8.setFlagsFromString(`--wasm-wrapper-tiering-budget=${NEVER}`);
  return PGlite.create(options);
}
