import type { SaveResultRequest } from "../../core/api/results.ts";

/** A finished run kept in this browser until the server has answered it for good. */
export interface OutboxEntry {
  /**
   * What names the run, one entry per test (runKey): its test's token, or `offline:` and the id
   * of a test started offline.
   */
  token: string;
  /** The account it is saved for; another account signed in here leaves it waiting. */
  userId: string;
  /** The save as it was first sent: the original token (if any), text and timeline. */
  request: SaveResultRequest;
  /** When it was kept (ms since the epoch, this browser's clock). */
  keptAt: number;
  /**
   * Set when the server refused it for good and no page on screen said so: the server's reason
   * (null when it gave none), kept until a page has said it once.
   */
  refusal?: string | null;
}

const DATABASE = "typetempo";
const STORE = "result-outbox";

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "token" });
    request.onsuccess = () => {
      const db = request.result;
      // A later version of the site opening a newer database asks this page to let go of it.
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error("IndexedDB did not open"));
  }).catch((error: unknown) => {
    // Storage refused for a moment (a private window, a full disk): the next use asks again.
    opened = null;
    throw error;
  });
  return opened;
}

/**
 * One request in a transaction of its own, answered once the transaction has committed; a
 * write is committed with strict durability, so a crash right after it keeps the run.
 */
async function run<T>(
  mode: IDBTransactionMode,
  request: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode, { durability: "strict" });
    const pending = request(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(pending.result);
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? pending.error ?? new Error("IndexedDB transaction failed"));
  });
}

/** The outbox's store in IndexedDB: a small wrapper, one call per request. */
export const outboxDb = {
  all: () => run("readonly", (store) => store.getAll() as IDBRequest<OutboxEntry[]>),
  get: (token: string) =>
    run("readonly", (store) => store.get(token) as IDBRequest<OutboxEntry | undefined>),
  put: (entry: OutboxEntry) => run("readwrite", (store) => store.put(entry)),
  delete: (token: string) => run("readwrite", (store) => store.delete(token)),
};
