import type { QueryOptions, Results } from "@electric-sql/pglite";
import { Worker } from "node:worker_threads";
import { type PgliteReply, type PgliteRequest, reviveError } from "./pglite-protocol.ts";

/** The part of PGlite's interface that Drizzle, the migrator and our code use. */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** The thread's script; tests start it themselves to see what its death does. */
export const PGLITE_WORKER_SCRIPT = new URL("pglite-worker.ts", import.meta.url);

type Waiter = { resolve(value: unknown): void; reject(error: Error): void };

/** Where the thread's database lives (in memory without a folder), and what a new one copies. */
export interface PgliteOpenOptions {
  dataDir?: string;
  template?: string;
}

/**
 * PGlite on a thread of its own (pglite-worker.ts), with the same promises as PGlite in this
 * thread: a query answers once it is written to disk, a transaction holds the one connection
 * while it runs and other queries wait for it, and PostgreSQL's errors keep their fields.
 */
export class PgliteThread implements PgliteQueries {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, Waiter>();
  readonly #onCrash: (error: Error) => void;
  #lastId = 0;
  #lastTransaction = 0;
  #failure: Error | undefined;
  #closing = false;

  private constructor(worker: Worker, onCrash: (error: Error) => void) {
    this.#worker = worker;
    this.#onCrash = onCrash;
    // Only a request waiting for its answer keeps the process alive, as PGlite here would.
    this.#worker.unref();
    this.#worker.on("message", (reply: PgliteReply) => this.#answer(reply));
    this.#worker.on("error", (error) => this.#crash(error));
    this.#worker.on("exit", (code) => {
      if (!this.#closing) this.#crash(new Error(`the embedded database's thread exited (${code})`));
    });
  }

  /**
   * Starts the thread on `dataDir` (in memory without one), a new database made from
   * `template` if given. `onCrash` hears of the thread's death; every request waiting then, and
   * every one after, fails with its error.
   */
  static async open(
    { dataDir, template }: PgliteOpenOptions,
    onCrash: (error: Error) => void,
    worker = new Worker(PGLITE_WORKER_SCRIPT),
  ): Promise<PgliteThread> {
    const thread = new PgliteThread(worker, onCrash);
    try {
      await thread.#request({ kind: "open", dataDir, template });
    } catch (error) {
      thread.#closing = true;
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query(sql, params, options, undefined);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#request({ kind: "exec", sql }) as Promise<Results[]>;
  }

  /**
   * Runs `callback` between BEGIN and COMMIT, or ROLLBACK when it throws. BEGIN's answer is not
   * waited for: the thread runs the transaction's queries once it is open, so the first query
   * travels with BEGIN rather than one round trip later, while the transaction holds the
   * connection.
   */
  async transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = ++this.#lastTransaction;
    const begun = this.#request({ kind: "begin", tx });
    // Heard below, once the callback is done; a failed BEGIN fails its queries too.
    begun.catch(() => {});
    const handle: PgliteQueries = {
      query: (sql, params = [], options) => this.#query(sql, params, options, tx),
      exec: (sql) => this.#request({ kind: "exec", sql, tx }) as Promise<Results[]>,
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      await begun;
      await this.#request({ kind: "end", tx, commit: false });
      throw error;
    }
    await begun;
    await this.#request({ kind: "end", tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    await this.#request({ kind: "close" });
    this.#closing = true;
    await this.#worker.terminate();
  }

  /**
   * The thread parses every value but those of the types `options.parsers` names, which it
   * sends as text to be parsed here: parsers are functions, and functions cannot be sent.
   */
  async #query<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    tx: number | undefined,
  ): Promise<Results<T>> {
    const parsers = options?.parsers ?? {};
    const result = (await this.#request({
      kind: "query",
      sql,
      params,
      rowMode: options?.rowMode ?? "object",
      rawTypes: Object.keys(parsers).map(Number),
      tx,
    })) as Results<T>;
    result.fields.forEach((field, index) => {
      const parse = parsers[field.dataTypeID];
      if (!parse) return;
      const key = options?.rowMode === "array" ? index : field.name;
      for (const row of result.rows as Record<string | number, unknown>[]) {
        const value = row[key];
        if (value !== null) row[key] = parse(value as string);
      }
    });
    return result;
  }

  #request(request: PgliteRequest): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = ++this.#lastId;
    if (this.#waiting.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ id, request });
    });
  }

  #answer(reply: PgliteReply) {
    const waiter = this.#waiting.get(reply.id);
    if (!waiter) return;
    this.#waiting.delete(reply.id);
    if (this.#waiting.size === 0) this.#worker.unref();
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(reviveError(reply.error));
  }

  #crash(error: Error) {
    if (this.#failure) return;
    this.#failure = error;
    for (const waiter of this.#waiting.values()) waiter.reject(error);
    this.#waiting.clear();
    this.#onCrash(error);
  }
}
