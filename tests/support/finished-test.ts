import type { SaveResultRequest } from "../../src/core/api/results.ts";
import type { IssuedTest } from "../../src/core/api/typing-tests.ts";
import type { Difficulty } from "../../src/core/typing/difficulty.ts";
import { type TimedDuration, modeName } from "../../src/core/typing/test-modes.ts";
import { testText } from "../../src/core/typing/test-text.ts";
import {
  type RecordedTimeline,
  recordedTimeline,
} from "../../src/core/typing/recorded-timeline.ts";
import type { TextChoice } from "../../src/core/texts/text-choice.ts";
import { readTicket, ticketKey } from "../../src/server/typing-tests/token.ts";
import { issuedToken, timedSubmission } from "./typing.ts";
import { humanKeys } from "./typist-models.ts";

/** POSTs JSON to the server under test and answers the status and the parsed body. */
export type PostJson = (url: string, body: object) => Promise<{ status: number; body: unknown }>;

export interface FinishedTimedTest {
  seconds: TimedDuration;
  difficulty: Difficulty;
  /** Every character is typed right, so the server scores exactly this. */
  wpm: number;
  /** Varies the key rhythm between results. */
  seed?: number;
  /** How long before the test's duration its token is dated; ISSUED_BEFORE_MS by default. */
  issuedBeforeMs?: number;
  /**
   * The text asked for: passages by default, or common words or quotes, typed as they are
   * served. Not code, whose line breaks bring their indentation as the typing box types it.
   */
  text?: TextChoice;
}

async function issue(post: PostJson, url: string, body: object): Promise<IssuedTest> {
  const response = await post(url, body);
  if (response.status !== 200) {
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body as IssuedTest;
}

/**
 * How long before its test's duration a finished test's token is dated: a typist's tests must
 * fit one after another between their issue and their save, so several saved at once need
 * their tokens issued long enough ago. Within the token's 15-minute margin.
 */
const ISSUED_BEFORE_MS = 10 * 60 * 1000;

/**
 * A timed test as a typist finishes it, ready for POST /api/results: passages the server
 * really served, appended until long enough, typed at a human rhythm (with key presses), and a
 * token dated ten minutes before the test's duration ago. For browser tests, benchmarks and
 * process tests, which hold the server's secret but cannot wait ten minutes.
 */
export async function finishedTimedTest(
  post: PostJson,
  secret: string,
  test: FinishedTimedTest,
): Promise<SaveResultRequest & { timeline: RecordedTimeline }> {
  const timed = { kind: "timed", seconds: test.seconds } as const;
  const mode = modeName(timed);
  const typedLength = Math.round((test.wpm * 5 * test.seconds) / 60);
  let issued = await issue(post, "/api/tests", {
    mode,
    difficulty: test.difficulty,
    ...(test.text && { text: test.text }),
  });
  const passages = [issued.passage];
  const text = () =>
    testText(
      timed,
      passages.map((p) => p.text),
    );
  while (text().length < typedLength) {
    issued = await issue(post, "/api/tests/passages", { token: issued.token });
    passages.push(issued.passage);
  }
  // The served token, dated earlier: it keeps what it says of the text (a words test's seed).
  const { id: _id, issuedAt: _issuedAt, ...served } = readTicket(ticketKey(secret), issued.token)!;
  const token = issuedToken(
    secret,
    { ...served, mode, difficulty: test.difficulty, passageIds: passages.map((p) => p.id) },
    Date.now() - test.seconds * 1000 - (test.issuedBeforeMs ?? ISSUED_BEFORE_MS),
  );
  const submission = timedSubmission(
    token,
    { mode, difficulty: test.difficulty, seconds: test.seconds },
    text(),
    text().slice(0, typedLength),
    test.seed,
  );
  // Above 120 WPM a physical keyboard's key presses are required.
  const keys = humanKeys(submission.timeline, test.seed);
  return { ...submission, timeline: recordedTimeline(submission.timeline, keys) };
}
