import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { saveResultResponseSchema } from "../../src/core/api/results.ts";
import type { ServedTextChoice } from "../../src/core/texts/text-choice.ts";
import { users } from "../../src/server/db/schema.ts";
import type { TestUser } from "./accounts.ts";
import { type TestClock, startTest, timedSubmission } from "./typing.ts";

/** Makes a user a moderator, as `npm run admin -- grant` does. */
export async function grantAdmin(app: FastifyInstance, userId: string): Promise<void> {
  await app.database.db.update(users).set({ role: "admin" }).where(eq(users.id, userId));
}

/**
 * A 30-second test typed right at an ordinary speed (`typed` characters) and saved by `user`:
 * verified and ranked. Moves `clock` past the test. Answers the stored result. Passages unless
 * `text` asks for another.
 */
export async function saveRankedResult(
  app: FastifyInstance,
  clock: TestClock,
  user: TestUser,
  {
    typed = 150,
    seed = 1,
    text: choice,
  }: { typed?: number; seed?: number; text?: ServedTextChoice } = {},
) {
  const issued = await startTest(app, {
    mode: "30-seconds",
    difficulty: "easy",
    ...(choice && { text: choice }),
  });
  clock.advance(31_000);
  const text = issued.passage.text;
  const payload = timedSubmission(
    issued.token,
    { mode: "30-seconds", difficulty: "easy", seconds: 30 },
    text,
    text.slice(0, Math.min(typed, text.length)),
    seed,
  );
  const response = await app.inject({
    method: "POST",
    url: "/api/results",
    payload,
    headers: { cookie: user.cookie },
  });
  if (response.statusCode !== 201) {
    throw new Error(`Saving a result failed: ${response.statusCode} ${response.body}`);
  }
  return saveResultResponseSchema.parse(response.json());
}
