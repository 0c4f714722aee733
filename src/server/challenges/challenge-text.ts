import { createHmac } from "node:crypto";
import { challengeText, challengeWordPool } from "../../core/typing/challenge-text.ts";
import { corpusRows } from "../passages/seed.ts";

/** Every word a challenge may use: the passage corpus's, so they read like the tests' text. */
let pool: string[] | undefined;
const wordPool = () => (pool ??= challengeWordPool(corpusRows().map((row) => row.text)));

/** A key of its own, derived from the auth secret, for drawing challenge texts. */
export function challengeKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("typetempo speed challenge v1").digest();
}

/**
 * The words of challenge `id`: picked by a keyed hash of the id, so they are new for every
 * challenge and unguessable without the server's secret, which browser tests hold.
 */
export function challengeTextFor(key: Buffer, id: string): string {
  let draw = 0;
  const random = () => {
    const digest = createHmac("sha256", key).update(`${id}:${draw++}`).digest();
    return digest.readUInt32BE(0) / 2 ** 32;
  };
  return challengeText(wordPool(), random);
}
