import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

/** Seconds, from a fast API answer to a slow page or save. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; most queries take a millisecond or two, a leaderboard rebuild far longer. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/**
 * What the server counts for Prometheus. Each app has its own registry, so tests that build
 * several apps in one process do not add to each other's counts. `served` adds the process's
 * memory, event-loop lag, CPU and handles (prom-client's defaults), whose observers are kept
 * only when someone reads them.
 */
export function createMetrics({ served }: { served: boolean }) {
  const registry = new Registry();
  if (served) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: "typetempo_http_request_duration_seconds",
      help: "Time to answer a request, by method, route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    rateLimited: new Counter({
      name: "typetempo_rate_limited_total",
      help: "Requests refused with 429 Too Many Requests, by route pattern",
      labelNames: ["route"] as const,
      registers,
    }),
    signIns: new Counter({
      name: "typetempo_sign_ins_total",
      help: "Sign-in attempts by method (email, username, social) and outcome",
      labelNames: ["method", "outcome"] as const,
      registers,
    }),
    resultSaves: new Counter({
      name: "typetempo_result_saves_total",
      help: "Saved results by verification: verified, flagged or pending",
      labelNames: ["verification"] as const,
      registers,
    }),
    resultFlags: new Counter({
      name: "typetempo_result_flags_total",
      help: "Flags on saved results, one count per flag",
      labelNames: ["flag"] as const,
      registers,
    }),
    mails: new Counter({
      name: "typetempo_mails_total",
      help: "Mails by kind (password-reset, email-verification, email-change, email-change-notice) and outcome: sent, or failed and logged",
      labelNames: ["kind", "outcome"] as const,
      registers,
    }),
    queryDuration: new Histogram({
      name: "typetempo_db_query_duration_seconds",
      help: "Time of each database query, on PGlite or PostgreSQL",
      buckets: QUERY_BUCKETS,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Counts a saved result under its verification and each of its flags. */
export function countSavedResult(
  metrics: Metrics,
  saved: { verification: string; flags: readonly string[] },
): void {
  metrics.resultSaves.inc({ verification: saved.verification });
  for (const flag of saved.flags) metrics.resultFlags.inc({ flag });
}
