import { createHmac } from "node:crypto";
import { challengeText, challengeWordPool } from "../../core/typing/challenge-text.ts";
import { corpusRows } from "../passages/seed.ts";

/** Every word a challenge may use: the English passages', so they read like the tests' text. */
let pool: string[] | undefined;
const wordPool = () => (pool ??= challengeWordPool(corpusRows("en").map((row) => row.text)));

/** A key of its own, derived from the auth secret, for drawing challenge texts. */
export function challengeKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("typetempo speed challenge v1").digest();
}

/** A keyed stream of numbers in [0, 1) for challenge `id` and one `purpose`. */
function keyedRandom(key: Buffer, id: string, purpose: string): () => number {
  let draw = 0;
  return () => {
    const digest = createHmac("sha256", key).update(`${id}:${purpose}:${draw++}`).digest();
    return digest.readUInt32BE(0) / 2 ** 32;
  };
}

/**
 * The distortion of challenge `id`'s picture: the same on every load, so loading it again and
 * again gives no differently distorted copies to average the noise out of. It needs thousands
 * of numbers and no secrecy, so a small generator (mulberry32) seeded once by the keyed hash
 * draws them.
 */
export function challengeDrawingRandom(key: Buffer, id: string): () => number {
  let state = keyedRandom(key, id, "image")() * 2 ** 32;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let r = Math.imul(state ^ (state >>> 15), 1 | state);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * The words of challenge `id`: picked by a keyed hash of the id, so they are new for every
 * challenge and unguessable without the server's secret, which browser tests hold.
 */
export function challengeTextFor(key: Buffer, id: string): string {
  return challengeText(wordPool(), keyedRandom(key, id, "words"));
}
