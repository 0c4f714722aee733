import { AsyncLocalStorage } from "node:async_hooks";
import type { Database } from "../db/client.ts";

export interface TrackedDatabase {
  /** The database to hand to better-auth: its transactions are recorded while they run. */
  db: Database;
  /** The transaction the caller runs inside, else the database itself. */
  current(): Database;
}

/**
 * better-auth creates a user inside a transaction and calls our hooks from within it. PGlite
 * has one connection, so a hook's query outside that transaction would wait for it forever;
 * hooks query `current()` instead.
 */
export function trackTransactions(db: Database): TrackedDatabase {
  const open = new AsyncLocalStorage<Database>();
  const transaction: Database["transaction"] = (run, config) =>
    db.transaction((tx) => open.run(tx, () => run(tx)), config);
  const tracked = new Proxy(db, {
    get: (target, property, receiver) =>
      property === "transaction" ? transaction : Reflect.get(target, property, receiver),
  });
  return { db: tracked, current: () => open.getStore() ?? db };
}
