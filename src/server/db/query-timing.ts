import type pg from "pg";
import type { PgliteQueries, PgliteThread } from "./pglite-thread.ts";

/** Told each query's duration in seconds, whether it succeeded or failed. */
export type QueryObserver = (seconds: number) => void;

type AnyFunction = (...args: unknown[]) => unknown;

/**
 * `query` timed until its promise settles, or until its callback is called: node-postgres's
 * pool hands its clients a callback.
 */
function timed<F extends AnyFunction>(query: F, target: object, observe: QueryObserver): F {
  return function (...args: unknown[]) {
    const start = performance.now();
    const done = () => observe((performance.now() - start) / 1000);
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (callback as AnyFunction)(...results);
      };
      return query.apply(target, args);
    }
    const result = query.apply(target, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  } as F;
}

/** Times the queries Drizzle sends PGlite, inside transactions too. */
export function timePgliteQueries(client: PgliteThread, observe: QueryObserver): void {
  client.query = timed(client.query as AnyFunction, client, observe) as PgliteThread["query"];
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: PgliteQueries) => Promise<unknown>) =>
    transaction((tx) => {
      tx.query = timed(tx.query as AnyFunction, tx, observe) as PgliteQueries["query"];
      return callback(tx);
    })) as PgliteThread["transaction"];
}

/** Times every query of every connection the pool opens, pool.query's included. */
export function timePoolQueries(pool: pg.Pool, observe: QueryObserver): void {
  pool.on("connect", (client) => {
    client.query = timed(client.query as AnyFunction, client, observe) as typeof client.query;
  });
}
