/**
 * The embedded database's own thread: PGlite runs PostgreSQL as synchronous WebAssembly, so on
 * the server's thread every query would stall every request. It answers the requests of
 * pglite-thread.ts in order of arrival; PGlite itself queues them behind an open transaction.
 */
import type { PGlite, PGliteOptions, Transaction } from "@electric-sql/pglite";
import fs from "node:fs";
import path from "node:path";
import { parentPort } from "node:worker_threads";
import { createPglite } from "./create-pglite.ts";
import { type PgliteReply, type PgliteRequest, sendError } from "./pglite-protocol.ts";

if (!parentPort) throw new Error("pglite-worker.ts runs as a worker thread");
const port = parentPort;

let database: PGlite | undefined;

interface OpenTransaction {
  handle: Transaction;
  end(commit: boolean, requestId: number): void;
}

/**
 * Transactions by the caller's number, from their "begin" until their "end": settled once BEGIN
 * has run, which may be after queries naming them have arrived.
 */
const transactions = new Map<number, Promise<OpenTransaction>>();

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
async function target(tx: number | undefined): Promise<PGlite | Transaction> {
  if (tx === undefined) return opened();
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return (await open).handle;
}

/**
 * Runs BEGIN for transaction `tx` and answers `id` once it has; the transaction then holds the
 * connection until an "end" request commits or rolls it back, and that request gets the answer.
 */
function begin(id: number, tx: number) {
  let endId: number | undefined;
  let open!: (transaction: OpenTransaction) => void;
  let fail!: (error: unknown) => void;
  const ready = new Promise<OpenTransaction>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  // Its queries hear of a failed BEGIN; unawaited, it is no unhandled rejection.
  ready.catch(() => {});
  transactions.set(tx, ready);
  const ended = opened().transaction(async (handle) => {
    const commit = await new Promise<boolean>((resolve) => {
      open({
        handle,
        end(commitIt, requestId) {
          endId = requestId;
          resolve(commitIt);
        },
      });
      port.postMessage({ id, ok: true, value: undefined } satisfies PgliteReply);
    });
    if (!commit) await handle.rollback();
  });
  // Until "end" arrives only BEGIN can have failed, and the "begin" request hears of it.
  ended.then(
    () => port.postMessage({ id: endId!, ok: true, value: undefined } satisfies PgliteReply),
    (error: unknown) => {
      if (endId === undefined) {
        transactions.delete(tx);
        fail(error);
      }
      port.postMessage({
        id: endId ?? id,
        ok: false,
        error: sendError(error),
      } satisfies PgliteReply);
    },
  );
}

const keepText = (value: string) => value;

/** PGlite's option to make a new database from `template`; none for a database that exists. */
function fromTemplate(dataDir: string | undefined, template: string | undefined): PGliteOptions {
  if (!template || (dataDir && fs.existsSync(path.join(dataDir, "PG_VERSION")))) return {};
  return { loadDataDir: new Blob([fs.readFileSync(template)]) };
}

port.on("message", ({ id, request }: { id: number; request: PgliteRequest }) => {
  switch (request.kind) {
    case "open":
      answer(id, async () => {
        const { dataDir, template } = request;
        database = await createPglite({ dataDir, ...fromTemplate(dataDir, template) });
      });
      return;
    case "query": {
      const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, keepText]));
      const options = { rowMode: request.rowMode, parsers };
      answer(id, async () =>
        (await target(request.tx)).query(request.sql, request.params, options),
      );
      return;
    }
    case "exec":
      answer(id, async () => (await target(request.tx)).exec(request.sql));
      return;
    case "begin":
      try {
        begin(id, request.tx);
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
      open.then(
        (transaction) => transaction.end(request.commit, id),
        (error: unknown) => answer(id, () => Promise.reject(error)),
      );
      return;
    }
    case "close":
      answer(id, () => opened().close());
      return;
  }
});
