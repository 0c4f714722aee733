import type autocannon from "autocannon";
import type { SaveResultRequest } from "../../src/core/api/results.ts";
import { DIFFICULTIES } from "../../src/core/typing/difficulty.ts";
import {
  OFFERED_MODES,
  characterTestPath,
  modeName,
  timedTestPath,
} from "../../src/core/typing/test-modes.ts";
import { finishedTimedTest } from "../../tests/support/finished-test.ts";
import { outboxMails } from "../../tests/support/outbox.ts";
import { SiteVisitor } from "../../tests/support/site-visitor.ts";
import { seededRandom } from "../../tests/support/typing.ts";

const PASSWORD = "load-test-password";
const random = seededRandom(2026);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

export interface Typist {
  email: string;
  cookie: string;
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!);
      }
    }),
  );
  return results;
}

export async function signUpTypists(url: string, count: number): Promise<Typist[]> {
  const tag = Date.now().toString(36);
  return inBatches(
    Array.from({ length: count }, (_, n) => n),
    4,
    async (n) => {
      const visitor = new SiteVisitor(url);
      const email = `load${n}-${tag}@example.com`;
      await visitor.signUp({ email, password: PASSWORD, username: `load${n}_${tag}` });
      return { email, cookie: visitor.cookie };
    },
  );
}

/**
 * Opens each typist's verification link from the server's outbox (DATA_DIR/mail), so their
 * saves rank, and cost what a ranked save costs, as a real typist's do.
 */
export async function verifyTypists(dataDir: string, typists: Typist[]): Promise<void> {
  const wanted = new Set(typists.map((typist) => typist.email));
  const links = new Map<string, string>();
  // The server writes each mail just after answering the sign-up.
  for (let tries = 0; links.size < wanted.size && tries < 100; tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    for (const mail of await outboxMails(dataDir, "email-verification")) {
      if (wanted.has(mail.to) && mail.link) links.set(mail.to, mail.link);
    }
  }
  if (links.size < wanted.size) {
    throw new Error(`found ${links.size} of ${wanted.size} verification mails`);
  }
  await inBatches([...links.values()], 4, async (link) => {
    const answer = await fetch(link, { redirect: "manual" });
    const location = answer.headers.get("location") ?? "";
    if (answer.status >= 400 || location.includes("error=")) {
      throw new Error(`a verification link answered ${answer.status} ${location}`);
    }
  });
}

export interface PlannedSave {
  cookie: string;
  body: string;
}

/**
 * Finished tests for every typist, in turns, so that each typist's saves are spread evenly
 * over the run (and stay within the per-session limit, as a real typist's do).
 */
export async function planSaves(
  url: string,
  secret: string,
  typists: Typist[],
  count: number,
): Promise<PlannedSave[]> {
  const plans = Array.from({ length: count }, (_, n) => ({
    typist: typists[n % typists.length]!,
    seconds: pick([30, 60] as const),
    difficulty: pick(DIFFICULTIES),
    wpm: 25 + Math.floor(random() * 90),
    seed: n + 1,
  }));
  return inBatches(plans, 8, async ({ typist, ...test }) => {
    const visitor = new SiteVisitor(url, typist.cookie);
    const submission: SaveResultRequest = await finishedTimedTest(visitor.post, secret, test);
    return { cookie: typist.cookie, body: JSON.stringify(submission) };
  });
}

const JSON_HEADERS = { "content-type": "application/json" };

/** Page loads: the prerendered pages a visitor opens most, and the app's entry script. */
export function pageRequests(entryScript: string): autocannon.Request[] {
  const pages = [
    "/",
    timedTestPath(60),
    timedTestPath(30),
    characterTestPath(300),
    "/leaderboard",
    "/blog",
    "/about",
    entryScript,
  ];
  return [{ method: "GET", setupRequest: (request) => ({ ...request, path: pick(pages) }) }];
}

/** Starting a test: a passage and its token, for any mode and difficulty. */
export function passageRequests(): autocannon.Request[] {
  const modes = OFFERED_MODES.map(modeName);
  return [
    {
      method: "POST",
      path: "/api/tests",
      headers: JSON_HEADERS,
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ mode: pick(modes), difficulty: pick(DIFFICULTIES) }),
      }),
    },
  ];
}

/** The leaderboard's pages and its summary, under every filter. */
export function leaderboardRequests(): autocannon.Request[] {
  const query = () =>
    `duration=${pick(["all", 30, 60, 120, 180, 300])}&difficulty=${pick(["all", ...DIFFICULTIES])}`;
  return [
    {
      method: "GET",
      setupRequest: (request) => ({
        ...request,
        path: `/api/leaderboard?${query()}&page=${1 + Math.floor(random() * 3)}`,
      }),
    },
    {
      method: "GET",
      setupRequest: (request) => ({ ...request, path: `/api/leaderboard/stats?${query()}` }),
    },
  ];
}

/** Answers that say an instance failed, not the save: a browser sends the save again. */
const RETRIED = new Set([502, 503, 504]);

/**
 * Saves of planned results; each acknowledged id is handed to `acknowledged`. A save answered
 * 201, or 200 for one already stored (its first answer lost), is acknowledged; one an instance
 * failed is sent again before the next new one, as the site's retry does, and `retries` counts
 * them. What is still waiting at the end is in `pending`.
 */
export function saveRequests(
  plans: PlannedSave[],
  acknowledged: (id: number) => void,
): { requests: autocannon.Request[]; retries: () => number; pending: PlannedSave[] } {
  let next = 0;
  let retries = 0;
  const pending: PlannedSave[] = [];
  const requests: autocannon.Request[] = [
    {
      method: "POST",
      path: "/api/results",
      setupRequest: (request, context: { plan?: PlannedSave }) => {
        const retry = pending.shift();
        if (retry) retries++;
        const plan = retry ?? plans[next++ % plans.length]!;
        context.plan = plan;
        return { ...request, headers: { ...JSON_HEADERS, cookie: plan.cookie }, body: plan.body };
      },
      onResponse: (status, body, context: { plan?: PlannedSave }) => {
        if (status === 201 || status === 200) {
          acknowledged((JSON.parse(body) as { id: number }).id);
        } else if (RETRIED.has(status) && context.plan) pending.push(context.plan);
      },
    },
  ];
  return { requests, retries: () => retries, pending };
}

/** Typists signing in again with their password. */
export function signInRequests(typists: Typist[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: "POST",
      path: "/api/auth/sign-in/email",
      headers: JSON_HEADERS,
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          email: typists[next++ % typists.length]!.email,
          password: PASSWORD,
        }),
      }),
    },
  ];
}
