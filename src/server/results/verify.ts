import type { SaveResultRequest } from "../../core/api/results.ts";
import type { TextChoice } from "../../core/texts/text-choice.ts";
import { textOfTicket } from "../../core/texts/text-rules.ts";
import { judgeRun, refusalMessage } from "../../core/typing/judge-run.ts";
import {
  ARRIVAL_MARGIN_MS,
  earliestTestEnd,
  overlapsPrevious,
  tokenLifetimeMs,
  type ResultFlag,
} from "../../core/typing/result-verification.ts";
import type { TestScore } from "../../core/typing/scoring.ts";
import { parseModeName, type TestMode } from "../../core/typing/test-modes.ts";
import { isServedText } from "../../core/typing/test-text.ts";
import { CODE_LAYOUT, PROSE_LAYOUT } from "../../core/typing/text-layout.ts";
import { stopOnErrorProblem } from "../../core/typing/stop-on-error.ts";
import { type RecordedTimeline, upgradeTimeline } from "../../core/typing/recorded-timeline.ts";
import { sql } from "drizzle-orm";
import { BANNED_MESSAGE } from "../admin/roles.ts";
import type { Database } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";
import { spentTestTokens, users } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { passagesById } from "../passages/repository.ts";
import { snippetsByPosition } from "../texts/code-passages.ts";
import { quotesById } from "../texts/quote-passages.ts";
import { wordChunks } from "../texts/word-chunks.ts";
import { readTicket, type TestTicket } from "../typing-tests/token.ts";

export interface VerifiedResult {
  testId: string;
  mode: TestMode;
  /** The text its token names: passages, quotes, or common words with their language and toggles. */
  text: TextChoice;
  score: TestScore;
  flags: ResultFlag[];
  timeline: RecordedTimeline;
  /** What the score's speeds are over: a timed test's duration, a length test's own time. */
  elapsedMs: number;
  /**
   * The earliest the test could have ended, stored with the result on its spent token; none for
   * a test started offline, whose time is unknown, so it moves no later test's.
   */
  testEndedAt: number | undefined;
}

const FOREIGN_TEXT = "This result's passage is not the text TypeTempo served for it.";

/** Why a submission is refused; `code` lets clients and logs tell the causes apart. */
function refuse(status: number, code: string, message: string): never {
  throw new HttpError(status, message, code);
}

/**
 * Uses up the test's token for this user, whatever comes of the attempt, and answers the
 * earliest the user's previous saved test could have ended (null for a first save): one
 * statement, whose read sees the tokens as they were before this one. A banned user's token
 * is left unspent and the answer says so; "spent" is false when the token is spent already.
 * Another attempt on the same token waits at the token's key for this one's transaction, and
 * finds it spent only if that transaction committed.
 */
async function spendToken(
  db: Database,
  testId: string,
  userId: string,
  now: number,
): Promise<{ banned: boolean; spent: boolean; previousEnd: number | null }> {
  const [row] = await queryRows<{
    banned: boolean;
    spent: boolean;
    previous_end: number | null;
  }>(
    db,
    sql`with standing as (
          select ${users.bannedAt} is not null as banned from ${users} where ${users.id} = ${userId}
        ), spent as (
          insert into ${spentTestTokens} (test_id, user_id, spent_at)
          select ${testId}, ${userId}, ${new Date(now).toISOString()}::timestamptz
          where not coalesce((select banned from standing), false)
          on conflict do nothing
          returning 1
        )
        select coalesce((select banned from standing), false) as banned,
          exists (select 1 from spent) as spent,
          (select extract(epoch from max(${spentTestTokens.testEndedAt})) * 1000
            from ${spentTestTokens} where ${spentTestTokens.userId} = ${userId})::float8 as previous_end`,
  );
  return { banned: row!.banned, spent: row!.spent, previousEnd: row!.previous_end };
}

/**
 * A save attempt's test, as its token names it, and the text of its passages in order. A test
 * started offline has no token: its ticket is made from its save (offline-attempt.ts), with no
 * time of issue.
 */
export interface Attempt {
  ticket: Omit<TestTicket, "issuedAt"> & { issuedAt: number | null };
  texts: string[];
}

/**
 * The test a save attempt names, refused unless the server signed its token for this user.
 * Its passages are read here, before the save's transaction: passagesById keeps them per
 * database, and a query beside a transaction would wait for it on the embedded one.
 */
export async function openAttempt(
  db: Database,
  ticketKey: Buffer,
  body: SaveResultRequest,
  userId: string,
): Promise<Attempt> {
  const ticket = body.token === undefined ? null : readTicket(ticketKey, body.token);
  if (!ticket) refuse(400, "invalid-token", "This result's test was not issued by TypeTempo.");
  if (ticket.userId !== undefined && ticket.userId !== userId) {
    refuse(403, "other-user", "This test was started by another account.");
  }
  if (ticket.words) {
    const mode = parseModeName(ticket.mode);
    const chunks = await wordChunks(ticket.words, ticket.difficulty, ticket.passageIds, mode);
    return { ticket, texts: chunks.map((chunk) => chunk.text) };
  }
  if (ticket.quotes) {
    const quotes = await quotesById(ticket.passageIds, ticket.difficulty);
    // Refused outright: an empty text in its place could match a shown text's trailing space.
    if (quotes.includes(null)) refuse(422, "foreign-text", FOREIGN_TEXT);
    return { ticket, texts: quotes.map((quote) => quote!.text) };
  }
  if (ticket.code) {
    const { language } = ticket.code;
    const snippets = await snippetsByPosition(language, ticket.passageIds, ticket.difficulty);
    if (snippets.includes(null)) refuse(422, "foreign-text", FOREIGN_TEXT);
    return { ticket, texts: snippets.map((snippet) => snippet!.text) };
  }
  const passages = await passagesById(db, ticket.passageIds);
  // Refused outright, as a missing quote is: an empty text could match a trailing space. A
  // passage of another language than the token's was never served for this test.
  const language = ticket.passages?.language ?? "en";
  const foreign = (id: number) => passages.get(id)?.language !== language;
  if (ticket.passageIds.some(foreign)) refuse(422, "foreign-text", FOREIGN_TEXT);
  return { ticket, texts: ticket.passageIds.map((id) => passages.get(id)!.text) };
}

/**
 * The refusal of a token an earlier attempt spent, naming its test, whose stored result the
 * save answers instead when this attempt is that result's own run sent again (save-test.ts).
 */
export class SpentToken extends HttpError {
  readonly testId: string;
  constructor(testId: string) {
    super(
      409,
      "This test was used already: start a new test to save another result.",
      "reused-token",
    );
    this.testId = testId;
  }
}

/**
 * Checks a submitted result against the test the server issued (openAttempt) and the
 * keystrokes that produced it (docs/trusted-results.md), scores it from the served passage,
 * and says why it must stay off the leaderboard, if it must. `db` is the save's transaction:
 * the token is spent in it, so it is spent only if the transaction commits, with the result or
 * with the refusal. Refusals throw an HttpError before anything but the spent token is
 * written: any attempt uses the token up, so a refused timeline cannot be tried again, and a
 * reused one is refused (SpentToken) before it is replayed. A banned typist's attempt is
 * refused and spends nothing. The test's end is stored with the result (storeResult).
 * `thresholdWpm` is the speed challenge's threshold (keyFlags).
 */
export async function verifyResult(
  db: Database,
  { ticket, texts }: Attempt,
  body: SaveResultRequest,
  { now, userId, thresholdWpm }: { now: number; userId: string; thresholdWpm: number },
): Promise<VerifiedResult> {
  const spent = await spendToken(db, ticket.id, userId, now);
  if (spent.banned) refuse(403, "banned", BANNED_MESSAGE);
  if (!spent.spent) throw new SpentToken(ticket.id);
  if (ticket.mode !== body.mode || ticket.difficulty !== body.difficulty) {
    refuse(400, "test-mismatch", "This result's mode or difficulty is not its test's.");
  }
  // The schema admits offered modes only, and the ticket's mode is the body's.
  const mode = parseModeName(body.mode)!;
  const { issuedAt } = ticket;
  // A run kept in the browser while the server could not be reached arrives after its token's
  // lifetime: it is checked as any other and saved, but off the leaderboard, since the lifetime
  // is what bounds the time anyone had to forge a timeline for the token's passage. A test
  // started offline had no token at all, and nothing bounds that time: it is off it too.
  const offline = issuedAt === null;
  const late = !offline && now - issuedAt > tokenLifetimeMs(mode);

  const layout = ticket.code ? CODE_LAYOUT : PROSE_LAYOUT;
  if (!isServedText(mode, texts, body.rawText, layout)) {
    refuse(422, "foreign-text", FOREIGN_TEXT);
  }

  const length = mode.kind !== "timed";
  const elapsedMs = length ? (body.elapsedMs ?? 0) : body.duration * 1000;
  // Neither a timed test's set duration nor a length test's own time can pass faster.
  if (!offline && now < issuedAt + elapsedMs - ARRIVAL_MARGIN_MS) {
    refuse(422, "too-early", "This result arrived before its test could have ended.");
  }

  // A length test ends at the last keystroke or later (Stop); rounding may add a millisecond.
  const timeline = upgradeTimeline(body.timeline);
  const judgement = judgeRun({
    mode,
    passage: body.rawText,
    typedText: body.typedText,
    timeline,
    elapsedMs,
    lastMs: length ? elapsedMs + 1 : elapsedMs,
    thresholdWpm,
  });
  if (!judgement.ok) refuse(422, judgement.code, refusalMessage(judgement, "result"));
  // The setting is shown with the result, so it must be the one the keystrokes kept to.
  const held = stopOnErrorProblem(body.stopOnError ?? "off", body.rawText, timeline.edits);
  if (held) {
    refuse(
      422,
      "replay-mismatch",
      refusalMessage({ code: "replay-mismatch", reason: held }, "result"),
    );
  }
  const { score, flags } = judgement;
  if (offline) flags.unshift("offline");
  if (late) flags.push("late");
  const testEnd = offline ? undefined : earliestTestEnd(spent.previousEnd, issuedAt, elapsedMs);
  if (testEnd !== undefined && overlapsPrevious(testEnd, now)) flags.push("overlapping");
  return {
    testId: ticket.id,
    mode,
    text: textOfTicket(ticket),
    score,
    flags,
    timeline,
    elapsedMs,
    testEndedAt: testEnd,
  };
}
