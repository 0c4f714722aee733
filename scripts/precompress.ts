/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a built front
 * end, at the best compression zlib has, so the server sends them without compressing on each
 * request. React Router's build runs it last (react-router.config.ts, buildEnd), after the
 * pages are prerendered; `node scripts/precompress.ts <dir>` runs it on a build by hand.
 */
import fs from "node:fs/promises";
import path from "node:path";
import {
  compressBest,
  ENCODING_EXTENSIONS,
  ENCODINGS,
  MIN_COMPRESSED_BYTES,
} from "../src/server/http/encoding.ts";

/** Text formats of a build; images and fonts are compressed formats already. */
export const COMPRESSIBLE_EXTENSIONS = [
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
  ".map",
  // React Router's prerendered route data.
  ".data",
];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/**
 * Compresses every file of `dir` worth it: a compressible type, at least 1 kB, and smaller
 * once compressed. Copies left by an earlier run are replaced.
 */
export async function precompress(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0 };
  const files = (await filesUnder(dir)).filter((file) =>
    COMPRESSIBLE_EXTENSIONS.includes(path.extname(file)),
  );
  // A few at a time: zlib works on the thread pool, so the cores share the largest files.
  const queue = [...files];
  async function worker() {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const data = await fs.readFile(file);
      if (data.length < MIN_COMPRESSED_BYTES) continue;
      for (const encoding of ENCODINGS) {
        const target = file + ENCODING_EXTENSIONS[encoding];
        const compressed = await compressBest(data, encoding);
        if (compressed.length < data.length) {
          await fs.writeFile(target, compressed);
        } else {
          await fs.rm(target, { force: true });
          continue;
        }
        if (encoding === "br") {
          summary.files += 1;
          summary.bytes += data.length;
          summary.brotliBytes += compressed.length;
        }
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return summary;
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: node scripts/precompress.ts <built client directory>");
    process.exit(2);
  }
  const { files, bytes, brotliBytes } = await precompress(path.resolve(dir));
  console.log(
    `Precompressed ${files} files: ${(bytes / 1024).toFixed(0)} kB, ${(brotliBytes / 1024).toFixed(0)} kB with brotli.`,
  );
}
