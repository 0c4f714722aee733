import type { FastifyInstance } from "fastify";
import type { SaveResultRequest } from "../../src/core/api/results.ts";
import type { IssuedTest, StartTestRequest } from "../../src/core/api/typing-tests.ts";
import type { TimelineEditV1 } from "../../src/core/typing/recorded-timeline.ts";
import {
  signTicket,
  ticketKey,
  newTicketId,
  type TestTicket,
} from "../../src/server/typing-tests/token.ts";
import { seededRandom } from "../../src/core/texts/seeded-random.ts";

/** A server clock a test moves by hand. */
export class TestClock {
  private at = Date.UTC(2026, 10, 1, 12);
  readonly now = () => this.at;
  advance(ms: number): void {
    this.at += ms;
  }
}

/** The core's seeded generator, so generated typing is the same on every run. */
export { seededRandom };

/**
 * The keystrokes of someone typing `typed` one character at a time over `spanMs`, with key
 * intervals that vary as a person's do (each between half and one and a half of the mean).
 */
export function humanTimeline(typed: string, spanMs: number, seed = 1): TimelineEditV1[] {
  const random = seededRandom(seed);
  const gaps = Array.from({ length: Math.max(0, typed.length - 1) }, () => 0.5 + random());
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  let t = 0;
  return [...typed].map((char, i) => {
    if (i > 0) t += (gaps[i - 1]! / total) * spanMs;
    return [Math.min(Math.round(t), spanMs), i, 0, char];
  });
}

export async function startTest(app: FastifyInstance, body: StartTestRequest): Promise<IssuedTest> {
  const response = await app.inject({ method: "POST", url: "/api/tests", payload: body });
  if (response.statusCode !== 200) {
    throw new Error(`Starting a test failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

export async function continueTest(app: FastifyInstance, token: string): Promise<IssuedTest> {
  const response = await app.inject({
    method: "POST",
    url: "/api/tests/passages",
    payload: { token },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Continuing a test failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

/**
 * A token as the server would have issued it `ago` ms before now: for browser tests and
 * benchmarks, which hold the server's secret but cannot wait ten minutes.
 */
export function issuedToken(
  secret: string,
  ticket: Omit<TestTicket, "id" | "issuedAt">,
  issuedAt: number,
): string {
  return signTicket(ticketKey(secret), { ...ticket, id: newTicketId(), issuedAt });
}

/**
 * A whole timed-test submission typed at a human rhythm over the test's duration, its timeline
 * a bare array of edits (version 1), which the API still takes.
 */
export function timedSubmission(
  token: string,
  test: { mode: string; difficulty: SaveResultRequest["difficulty"]; seconds: number },
  rawText: string,
  typedText: string,
  seed = 1,
): SaveResultRequest & { token: string; timeline: TimelineEditV1[] } {
  return {
    token,
    mode: test.mode,
    difficulty: test.difficulty,
    duration: test.seconds,
    rawText,
    typedText,
    timeline: humanTimeline(typedText, test.seconds * 1000 - 500, seed),
  };
}
