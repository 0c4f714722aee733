import { outboxRetryDelay } from "../../core/typing/save-outbox.ts";
import { anyWaiting, keptRuns, sendRun } from "./result-outbox.ts";
import { refreshSession } from "./session.ts";

/**
 * Sends the runs waiting in the outbox (result-outbox.ts) for the signed-in typist: when a page
 * loads, when the browser comes back online, and after each try that left some waiting, later
 * each time (5 s, 30 s, 2 min, then every 10 min). Another account's runs wait for it.
 */

/** Tries in a row that left a run waiting. */
let failures = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let sending: Promise<number> | null = null;
let listening = false;

function listen() {
  if (listening) return;
  listening = true;
  window.addEventListener("online", () => {
    failures = 0;
    void sendWaitingRuns();
  });
}

/** Tries again after the next delay of the back-off. */
export function retryLater(): void {
  listen();
  failures += 1;
  clearTimeout(timer);
  timer = setTimeout(() => void sendWaitingRuns(), outboxRetryDelay(failures, Math.random()));
}

const waitingFor = async (userId: string) =>
  (await keptRuns(userId)).filter((entry) => entry.refusal === undefined);

async function sendAll(): Promise<number> {
  clearTimeout(timer);
  if (!(await anyWaiting())) {
    failures = 0;
    return 0;
  }
  // Asked of the server each time: the account signed in now, which may have changed elsewhere.
  const user = await refreshSession();
  if (!user) return 0;
  const waiting = await waitingFor(user.id);
  // Oldest first, so the server lays the typist's tests end to end in the order typed.
  for (const entry of waiting) {
    const outcome = await sendRun(entry.token).catch(() => ({ kind: "waiting" }) as const);
    // Not reached, or not answering: the others would fare no better now.
    if (outcome?.kind === "waiting") break;
  }
  const left = (await waitingFor(user.id)).length;
  if (left > 0) retryLater();
  else failures = 0;
  return left;
}

/**
 * Sends every run waiting for the signed-in typist, one after another, and answers how many
 * still wait; a call while a round is under way joins it.
 */
export function sendWaitingRuns(): Promise<number> {
  listen();
  sending ??= sendAll()
    .catch(() => 0)
    .finally(() => {
      sending = null;
    });
  return sending;
}
