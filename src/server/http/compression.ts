import type { FastifyInstance, FastifyReply } from "fastify";
import { pipeline, Readable } from "node:stream";
import {
  compressFast,
  compressingStream,
  isCompressibleType,
  MIN_COMPRESSED_BYTES,
  negotiateEncoding,
} from "./encoding.ts";

/** Adds Accept-Encoding to Vary, keeping what is there. */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader("vary");
  const names = current === undefined ? [] : String(current).split(",");
  if (names.some((n) => ["accept-encoding", "*"].includes(n.trim().toLowerCase()))) return;
  reply.header("vary", [...names.map((n) => n.trim()), "Accept-Encoding"].join(", "));
}

function payloadSize(reply: FastifyReply, payload: unknown): number | undefined {
  if (typeof payload === "string") return Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.length;
  const length = Number(reply.getHeader("content-length"));
  return Number.isFinite(length) ? length : undefined;
}

/**
 * Compresses answers made on request (API JSON, the sitemap, a file the build left
 * uncompressed) with brotli or gzip when the client accepts one and the answer is 1 kB or
 * more. Answers that already have an encoding (the pages and assets the build compressed),
 * images, fonts and event streams go out as they are.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const streamed = payload instanceof Readable;
    if (!streamed && typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (request.method === "HEAD" || reply.hasHeader("content-encoding")) return payload;
    const status = reply.statusCode;
    if (status < 200 || status === 204 || status === 206 || status === 304) return payload;
    if (!isCompressibleType(reply.getHeader("content-type") as string | undefined)) return payload;
    if (/no-transform/i.test(String(reply.getHeader("cache-control") ?? ""))) return payload;
    const size = payloadSize(reply, payload);
    if (size !== undefined && size < MIN_COMPRESSED_BYTES) return payload;

    varyOnEncoding(reply);
    const encoding = negotiateEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    if (streamed) {
      return pipeline(payload, compressingStream(encoding, size), (error) => {
        if (error) request.log.warn({ err: error }, "compressing a streamed answer failed");
      });
    }
    return compressFast(Buffer.isBuffer(payload) ? payload : Buffer.from(payload), encoding);
  });
}
