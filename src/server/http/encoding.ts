import { promisify } from "node:util";
import zlib from "node:zlib";

/** The encodings the server sends, in the order it prefers them when a client accepts both. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Below this many bytes an answer goes out as it is: the saving would not pay for the work. */
export const MIN_COMPRESSED_BYTES = 1024;

/** What a build writes beside each file, and what the server looks for. */
export const ENCODING_EXTENSIONS: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** The q-value of each coding the client named; `*` stands for every coding it did not name. */
function acceptedQualities(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/.exec(param);
      if (match) q = Math.min(1, Math.max(0, Number(match[1]) || 0));
    }
    // A coding named twice keeps its best weight.
    qualities.set(name, Math.max(q, qualities.get(name) ?? 0));
  }
  return qualities;
}

/**
 * The coding to answer with, given the request's Accept-Encoding and the codings on offer:
 * the one the client weighs highest, the server's order (brotli, then gzip) between equals,
 * or undefined for the body as it is. A coding with q=0 is refused; `x-gzip` is gzip.
 */
export function negotiateEncoding(
  acceptEncoding: string | string[] | undefined,
  available: readonly Encoding[] = ENCODINGS,
): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
  const qualities = acceptedQualities(header);
  const wildcard = qualities.get("*");
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const named =
      encoding === "gzip"
        ? (qualities.get("gzip") ?? qualities.get("x-gzip"))
        : qualities.get(encoding);
    const q = named ?? wildcard ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** Media types worth compressing: text, JSON, JavaScript, XML and SVG; never event streams. */
export function isCompressibleType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "text/event-stream") return false;
  return (
    type.startsWith("text/") ||
    /^application\/(json|javascript|ecmascript|xml|manifest\+json|x-javascript|wasm)$/.test(type) ||
    /\+(json|xml)$/.test(type) ||
    type === "image/svg+xml"
  );
}

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** Settings for files compressed once, at build time or on a page's first request. */
function bestOptions(encoding: Encoding, size: number) {
  return encoding === "br"
    ? {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }
    : { level: zlib.constants.Z_BEST_COMPRESSION };
}

/** Settings for answers compressed on every request: quick, and still most of the saving. */
export function fastOptions(encoding: Encoding, size?: number) {
  return encoding === "br"
    ? {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          ...(size !== undefined && { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size }),
        },
      }
    : { level: 6 };
}

/** The smallest encoding zlib can make, for content compressed once and sent many times. */
export function compressBest(data: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(data, bestOptions("br", data.length))
    : gzipAsync(data, bestOptions("gzip", data.length));
}

/** A quick encoding, for answers made fresh for each request. */
export function compressFast(data: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(data, fastOptions("br", data.length))
    : zlib.gzipSync(data, fastOptions("gzip"));
}

/** A stream that compresses what flows through it. */
export function compressingStream(encoding: Encoding, size?: number) {
  return encoding === "br"
    ? zlib.createBrotliCompress(fastOptions("br", size))
    : zlib.createGzip(fastOptions("gzip"));
}
