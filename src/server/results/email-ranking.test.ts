import { simpleParser } from "mailparser";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaderboardResponseSchema, leaderboardStatsSchema } from "../../core/api/leaderboard.ts";
import { createUser } from "../../../tests/support/accounts.ts";
import { saveRankedResult } from "../../../tests/support/moderation.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { TestClock } from "../../../tests/support/typing.ts";

const clock = new TestClock();
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "typetempo-ranking-"));
  t = await createTestApp({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: "1000" }, { now: clock.now });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The path and query of the verification link mailed to `address` at sign-up. */
async function verificationLink(address: string): Promise<string> {
  await t.app.mailer.settled();
  const dir = path.join(dataDir, "mail");
  for (const name of await readdir(dir)) {
    if (!name.includes("-email-verification-")) continue;
    const mail = await simpleParser(await readFile(path.join(dir, name)));
    const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
    if (mail.to && !Array.isArray(mail.to) && mail.to.text === address && link) {
      const url = new URL(link);
      return url.pathname + url.search;
    }
  }
  throw new Error(`No verification link sent to ${address}`);
}

async function rankedIds(): Promise<number[]> {
  const response = await t.app.inject({ url: "/api/leaderboard?duration=30&difficulty=easy" });
  return leaderboardResponseSchema.parse(response.json()).rows.map((row) => row.resultId);
}

async function testsCounted(): Promise<number> {
  const response = await t.app.inject({
    url: "/api/leaderboard/stats?duration=30&difficulty=easy",
  });
  return leaderboardStatsSchema.parse(response.json()).totalTests;
}

describe("results of a typist whose e-mail address is not verified", () => {
  it("are saved but not ranked, say so, and rank once the mailed link is opened", async () => {
    const typist = await createUser(t.app);
    const counted = await testsCounted();
    const first = await saveRankedResult(t.app, clock, typist, { seed: 3 });
    const second = await saveRankedResult(t.app, clock, typist, { typed: 170, seed: 4 });
    expect(first.verification).toBe("verified");
    expect(first.awaitingEmailVerification).toBe(true);
    expect(second.awaitingEmailVerification).toBe(true);
    expect(await rankedIds()).not.toContain(first.id);
    expect(await rankedIds()).not.toContain(second.id);
    expect(await testsCounted()).toBe(counted);

    const followed = await t.app.inject({ url: await verificationLink(typist.email) });
    expect(followed.statusCode).toBe(302);
    // The faster of the two is the typist's best; both count in the totals.
    const best = first.wpm > second.wpm ? first : second;
    expect(await rankedIds()).toContain(best.id);
    expect(await testsCounted()).toBe(counted + 2);

    const third = await saveRankedResult(t.app, clock, typist, { seed: 5 });
    expect(third.awaitingEmailVerification).toBe(false);
    expect(await testsCounted()).toBe(counted + 3);
  });
});
