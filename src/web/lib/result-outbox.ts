import type { SaveResultRequest, SaveResultResponse } from "../../core/api/results.ts";
import { runKey, saveAnswer } from "../../core/typing/save-outbox.ts";
import { ApiRequestError } from "./api-client.ts";
import { type OutboxEntry, outboxDb } from "./outbox-db.ts";
import { refusalReason, saveResult } from "./save-result.ts";

/**
 * product 'Saves that wait': a finished run is written to this browser's outbox (IndexedDB)
 * before it is sent, and leaves it only when the server has answered it for good, saved or
 * refused. A closed tab, a crash, a server that is down or a browser that is offline leaves it
 * there, to be sent again (outbox-sender.ts) with its original token and timeline. A run of a
 * test started offline has no token: it is kept under the id its page gave it (runKey), and the
 * server saves it unranked.
 */

/** How a save ended for the page that shows it. */
export type SaveOutcome =
  | { kind: "saved"; result: SaveResultResponse }
  /** Refused, or not sent at all when this browser can keep nothing; `reason` is the server's. */
  | { kind: "failed"; reason: string | undefined }
  /** Kept in the outbox: it is sent again until the server answers it. */
  | { kind: "waiting" };

/** A run the server answered for good, here or in another tab of this browser. */
export interface SettledRun {
  token: string;
  userId: string;
  mode: string;
  outcome: Exclude<SaveOutcome, { kind: "waiting" }>;
  /** Sent from this tab, not another. */
  here: boolean;
}

export type OutboxEvent = { type: "changed" } | ({ type: "settled" } & SettledRun);

const listeners = new Set<(event: OutboxEvent) => void>();
/** Runs whose results a page in this tab shows, which says itself how they end. */
const watchers = new Map<string, Set<(outcome: SettledRun["outcome"]) => void>>();
const channel =
  typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("typetempo-outbox");

function deliver(event: OutboxEvent) {
  if (event.type === "settled") {
    for (const watcher of watchers.get(event.token) ?? []) watcher(event.outcome);
    // Said by the page that shows it, so no later notice says it again.
    if (!event.here && event.outcome.kind === "failed" && watchers.has(event.token)) {
      void forgetRun(event.token);
    }
  }
  for (const listener of listeners) listener(event);
}

channel?.addEventListener("message", (message: MessageEvent<OutboxEvent>) =>
  deliver(message.data.type === "settled" ? { ...message.data, here: false } : message.data),
);

function announce(event: OutboxEvent) {
  deliver(event);
  channel?.postMessage(event);
}

/** Hears every change of the outbox, in this tab or another. */
export function onOutboxChange(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A page shows the run of `token`, and is told how it ends, wherever it is sent from. */
export function watchRun(
  token: string,
  onSettled: (outcome: SettledRun["outcome"]) => void,
): () => void {
  const set = watchers.get(token) ?? new Set();
  set.add(onSettled);
  watchers.set(token, set);
  return () => {
    set.delete(onSettled);
    if (set.size === 0) watchers.delete(token);
  };
}

/** Whether a page of this tab shows how the run of `token` ends. */
export function isWatched(token: string): boolean {
  return watchers.has(token);
}

/**
 * Runs `work` holding this run's Web Lock, so no two tabs send it at once; without waiting, it
 * answers null when another holds it. Without Web Locks two tabs may send a run together, and
 * the server stores it once and answers both with it.
 */
async function withRunLock<T>(token: string, wait: boolean, work: () => Promise<T>) {
  if (typeof navigator === "undefined" || !navigator.locks) return work();
  return navigator.locks.request(
    `typetempo-outbox:${token}`,
    { ifAvailable: !wait },
    (lock): Promise<T> | null => (lock ? work() : null),
  ) as Promise<T | null>;
}

/**
 * Sends the kept run of `token` once, holding its lock, and keeps what the answer means: saved
 * or refused, it leaves the outbox (a refusal no page here shows stays, to be said once);
 * otherwise it waits. Null when another tab is sending it, or has already.
 */
export function sendRun(token: string, { wait = false } = {}): Promise<SaveOutcome | null> {
  return withRunLock(token, wait, async (): Promise<SaveOutcome | null> => {
    // Read under the lock: a tab that held it may have saved the run meanwhile.
    const entry = await outboxDb.get(token);
    if (!entry || entry.refusal !== undefined) return null;
    let outcome: SettledRun["outcome"];
    try {
      outcome = { kind: "saved", result: await saveResult(entry.request) };
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      if (saveAnswer(status) !== "refused") return { kind: "waiting" };
      outcome = { kind: "failed", reason: refusalReason(error) };
    }
    if (outcome.kind === "failed" && !isWatched(token)) {
      await outboxDb.put({ ...entry, refusal: outcome.reason ?? null });
    } else {
      await outboxDb.delete(token);
    }
    announce({
      type: "settled",
      token,
      userId: entry.userId,
      mode: entry.request.mode,
      outcome,
      here: true,
    });
    return outcome;
  });
}

/**
 * Saves a finished run for `userId`: kept in the outbox first, then sent. Where this browser can
 * keep nothing (storage refused), it is sent once, and a failure is final, as before the outbox.
 */
export async function saveThroughOutbox(
  request: SaveResultRequest,
  userId: string,
): Promise<SaveOutcome> {
  const entry: OutboxEntry = { token: runKey(request), userId, request, keptAt: Date.now() };
  try {
    await outboxDb.put(entry);
  } catch {
    try {
      return { kind: "saved", result: await saveResult(request) };
    } catch (error) {
      return { kind: "failed", reason: refusalReason(error) };
    }
  }
  announce({ type: "changed" });
  try {
    await sendEarlier(entry);
    // Null: another tab took the run in the moment since it was kept, and says how it ends.
    return (await sendRun(entry.token, { wait: true })) ?? { kind: "waiting" };
  } catch {
    return { kind: "waiting" };
  }
}

/**
 * Sends the typist's runs kept before `entry` first: the server lays a typist's tests end to end
 * in the order they are saved (docs/trusted-results.md, `overlapping`), so a run that waited
 * must not come after the test typed since.
 */
async function sendEarlier({ token, userId, keptAt }: OutboxEntry): Promise<void> {
  for (const earlier of await keptRuns(userId)) {
    if (earlier.token === token || earlier.keptAt > keptAt || earlier.refusal !== undefined) {
      continue;
    }
    if ((await sendRun(earlier.token))?.kind === "waiting") return;
  }
}

/** Every run kept for `userId`, oldest first: those waiting, and refusals not yet said. */
export async function keptRuns(userId: string): Promise<OutboxEntry[]> {
  const entries = await outboxDb.all();
  return entries.filter((entry) => entry.userId === userId).sort((a, b) => a.keptAt - b.keptAt);
}

/** Whether any run waits to be sent, for any account. */
export async function anyWaiting(): Promise<boolean> {
  return (await outboxDb.all()).some((entry) => entry.refusal === undefined);
}

/** A refusal has been said: the run leaves the outbox. */
export async function forgetRun(token: string): Promise<void> {
  await outboxDb.delete(token);
  announce({ type: "changed" });
}
