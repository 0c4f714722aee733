/**
 * The embedded database's own thread: PGlite runs PostgreSQL as synchronous WebAssembly, so on
 * the server's thread every query would stall every request. It answers the requests of
 * pglite-thread.ts in order of arrival; PGlite itself queues them behind an open transaction.
 */
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { parentPort } from "node:worker_threads";
import { type PgliteReply, type PgliteRequest, sendError } from "./pglite-protocol.ts";

if (!parentPort) throw new Error("pglite-worker.ts runs as a worker thread");
const port = parentPort;

let database: PGlite | undefined;
const transactions = new Map<
  number,
  { handle: Transaction; end(commit: boolean, requestId: number): void }
>();
let lastTransaction = 0;

/** Runs `work` and sends its value, or its error, as the answer to request `id`. */
function answer(id: number, work: () => unknown) {
  new Promise((resolve) => resolve(work())).then(
    (value) => port.postMessage({ id, ok: true, value } satisfies PgliteReply),
    (error: unknown) =>
      port.postMessage({ id, ok: false, error: sendError(error) } satisfies PgliteReply),
  );
}

function opened(): PGlite {
  if (!database) throw new Error("the embedded database is not open");
  return database;
}

/** The open transaction `tx`, else the database, whose queries wait for any transaction. */
function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return opened();
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.handle;
}

/**
 * Runs BEGIN and answers `id` with the transaction's number; the transaction then holds the
 * connection until an "end" request commits or rolls it back, and that request gets the answer.
 */
function begin(id: number) {
  const tx = ++lastTransaction;
  let endId: number | undefined;
  const ended = opened().transaction(async (handle) => {
    const commit = await new Promise<boolean>((resolve) => {
      transactions.set(tx, {
        handle,
        end(commitIt, requestId) {
          endId = requestId;
          resolve(commitIt);
        },
      });
      port.postMessage({ id, ok: true, value: tx } satisfies PgliteReply);
    });
    if (!commit) await handle.rollback();
  });
  // Until "end" arrives only BEGIN can have failed, and the "begin" request hears of it.
  ended.then(
    () => port.postMessage({ id: endId!, ok: true, value: undefined } satisfies PgliteReply),
    (error: unknown) =>
      port.postMessage({
        id: endId ?? id,
        ok: false,
        error: sendError(error),
      } satisfies PgliteReply),
  );
}

const keepText = (value: string) => value;

port.on("message", ({ id, request }: { id: number; request: PgliteRequest }) => {
  switch (request.kind) {
    case "open":
      answer(id, async () => {
        database = await PGlite.create(request.dataDir);
      });
      return;
    case "query": {
      const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, keepText]));
      const options = { rowMode: request.rowMode, parsers };
      answer(id, () => target(request.tx).query(request.sql, request.params, options));
      return;
    }
    case "exec":
      answer(id, () => target(request.tx).exec(request.sql));
      return;
    case "begin":
      try {
        begin(id);
      } catch (error) {
        answer(id, () => Promise.reject(error));
      }
      return;
    case "end": {
      const open = transactions.get(request.tx);
      if (!open) {
        answer(id, () => Promise.reject(new Error(`transaction ${request.tx} is not open`)));
        return;
      }
      transactions.delete(request.tx);
      open.end(request.commit, id);
      return;
    }
    case "close":
      answer(id, () => opened().close());
      return;
  }
});
