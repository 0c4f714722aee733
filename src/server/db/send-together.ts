import type { Database } from "./client.ts";

/** Databases whose client sends statements issued together without waiting for each answer. */
const pipelining = new WeakSet<Database>();

export function markPipelining(db: Database): void {
  pipelining.add(db);
}

/**
 * Runs statements that need nothing of each other's answers, in the order given. The embedded
 * database's thread takes them all at once, saving a wait per statement while its one
 * connection is held. node-postgres would only queue them itself, which it deprecates, so there
 * they run one after another.
 */
export async function sendTogether<T extends readonly unknown[]>(
  db: Database,
  steps: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (pipelining.has(db)) return (await Promise.all(steps.map((step) => step()))) as unknown as T;
  const answers: unknown[] = [];
  for (const step of steps) answers.push(await step());
  return answers as unknown as T;
}
