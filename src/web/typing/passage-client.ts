import { continueTypingTest, startTypingTest } from "../../core/api/endpoints/typing-tests.ts";
import type { IssuedTest } from "../../core/api/typing-tests.ts";
import type { Language } from "../../core/texts/languages.ts";
import { DEFAULT_TEXT_CHOICE, type ServedTextChoice } from "../../core/texts/text-choice.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import type { Passage } from "../../core/typing/fallback-passages.ts";
import { parseModeName, type TestMode } from "../../core/typing/test-modes.ts";
import { APPEND_RETRY_DELAYS_MS } from "../../core/typing/typing-session.ts";
import { api } from "../lib/api-client.ts";
import { withRetries } from "../lib/retry.ts";

const STORAGE_KEY = "typetempo:served-passages";

/**
 * The passages a served id belongs with: English ones by difficulty, as they were kept before
 * there were other languages, and the others by language and difficulty.
 */
type Pool = Difficulty | `${Language}:${Difficulty}`;
const poolOf = (difficulty: Difficulty, language: Language): Pool =>
  language === "en" ? difficulty : `${language}:${difficulty}`;

type ServedMemory = Partial<Record<Pool, number[]>>;

/**
 * Served ids per pool (product 'States and transitions'), kept for the browser tab so a
 * reload does not repeat.
 */
function loadServed(): ServedMemory {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}") as ServedMemory;
  } catch {
    return {};
  }
}

let memory: ServedMemory | undefined;

function served(pool: Pool): Set<number> {
  memory ??= loadServed();
  return new Set(memory[pool] ?? []);
}

function remember(pool: Pool, ids: Set<number>) {
  memory ??= loadServed();
  memory[pool] = [...ids];
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Without storage the memory still lasts for this page.
  }
}

function record(pool: Pool, seen: Set<number>, passages: Passage[], reset: boolean) {
  const next = reset ? new Set<number>() : seen;
  for (const passage of passages) next.add(passage.id);
  remember(pool, next);
  return { passage: passages[0]!, passages };
}

/** A test's passages issued with its page (early-test.ts), remembered as served in this tab. */
export function rememberServed(difficulty: Difficulty, passages: Passage[]): void {
  const pool = poolOf(difficulty, DEFAULT_TEXT_CHOICE.language);
  record(pool, served(pool), passages, false);
}

/** Passages served in this tab for the default text of this difficulty. */
export function servedIds(difficulty: Difficulty): Set<number> {
  return served(poolOf(difficulty, DEFAULT_TEXT_CHOICE.language));
}

/**
 * Passages and the token that lets their result be saved; null when the server was
 * unreachable. A character test gets all its passages at once, a timed test one at a time.
 */
export interface IssuedPassage {
  passage: Passage;
  passages: Passage[];
  token: string | null;
}

/** Asks the server for passages, leaving out the ids given (none when nothing was served). */
type Ask = (exclude: number[] | undefined) => Promise<IssuedTest | null>;

/** Asks the server for passages not served before in this tab, and remembers them as served. */
async function request(pool: Pool, ask: Ask): Promise<IssuedPassage> {
  const seen = served(pool);
  const issued = await ask(seen.size > 0 ? [...seen] : undefined);
  if (!issued?.passages?.every((passage) => typeof passage?.text === "string")) {
    throw new Error("passage response without text");
  }
  return { ...record(pool, seen, issued.passages, issued.reset), token: issued.token };
}

/**
 * A new test's passages. When the server cannot be reached, the built-in passages follow the same
 * no-repeat rule (product 'States and transitions' and 'The error catalogue'), without a token:
 * such a test can be taken but not saved.
 */
async function issue(
  ask: Ask,
  pool: Pool,
  difficulty: Difficulty,
  mode: TestMode | undefined,
  signal?: AbortSignal,
): Promise<IssuedPassage> {
  try {
    return await request(pool, ask);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error("Error fetching text:", error);
    return builtin(difficulty, mode);
  }
}

/**
 * The built-in passages and the code that picks from them are a chunk of their own: only a test
 * whose server cannot be reached needs them, so they stay off the typing page's first visit.
 */
const loadBuiltin = () => import("./builtin-passages.ts");

/**
 * Fetches the built-in passages in the background as the typist starts a served test, so a
 * connection lost during the test still finds them for the next.
 */
export function preloadBuiltinPassages(): void {
  loadBuiltin().catch(() => {
    // Offline already: a test that needs them asks again.
  });
}

/** Built-in passages enough to start a test of `mode`, or one to append when none is given. */
async function builtin(difficulty: Difficulty, mode: TestMode | undefined): Promise<IssuedPassage> {
  const seen = served(difficulty);
  const { pickBuiltin } = await loadBuiltin();
  const { passages, reset } = pickBuiltin(difficulty, mode, seen);
  return { ...record(difficulty, seen, passages, reset), token: null };
}

/**
 * Common words and quotes are drawn by the server for each test, so nothing is remembered as
 * served; without the server the test falls back to the built-in passages, which it then says
 * it shows.
 */
async function issueDrawn(
  mode: string,
  difficulty: Difficulty,
  text: ServedTextChoice,
  testMode: TestMode | undefined,
  signal?: AbortSignal,
): Promise<IssuedPassage> {
  try {
    const issued = await api(startTypingTest, { body: { mode, difficulty, text } }, signal);
    return { passage: issued.passages[0]!, passages: issued.passages, token: issued.token };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error("Error fetching text:", error);
    return builtin(difficulty, testMode);
  }
}

/** The first passage of a new test of this mode and text. */
export function startTest(
  mode: string,
  difficulty: Difficulty,
  signal?: AbortSignal,
  text: ServedTextChoice = DEFAULT_TEXT_CHOICE,
): Promise<IssuedPassage> {
  const testMode = parseModeName(mode) ?? undefined;
  if (text.kind !== "passages") return issueDrawn(mode, difficulty, text, testMode, signal);
  return issue(
    (exclude) => api(startTypingTest, { body: { mode, difficulty, exclude, text } }, signal),
    poolOf(difficulty, text.language),
    difficulty,
    testMode,
    signal,
  );
}

/**
 * The next passage of a running timed test, with its extended token, asked for again while the
 * failure may pass. When it still fails, the test keeps its token and the text it has, so
 * it throws the last failure (an ApiRequestError when the server refused or could not be
 * reached) rather than falling back to a built-in passage, which the token does not name.
 * A test started without a token gets a built-in passage, as it cannot be saved anyway.
 */
export async function continueTest(
  token: string | null,
  difficulty: Difficulty,
  signal?: AbortSignal,
  text: ServedTextChoice = DEFAULT_TEXT_CHOICE,
): Promise<IssuedPassage> {
  if (token === null) return builtin(difficulty, undefined);
  try {
    return await withRetries(
      async () => {
        if (text.kind === "passages") {
          return request(poolOf(difficulty, text.language), (exclude) =>
            api(continueTypingTest, { body: { token, exclude } }, signal),
          );
        }
        const issued = await api(continueTypingTest, { body: { token } }, signal);
        return { passage: issued.passages[0]!, passages: issued.passages, token: issued.token };
      },
      APPEND_RETRY_DELAYS_MS,
      signal,
    );
  } catch (error) {
    if (!signal?.aborted) console.error("Error fetching text:", error);
    throw error;
  }
}
