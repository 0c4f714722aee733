import autocannon from "autocannon";
import { percentile } from "../lib/site.ts";

/** One kind of visitor request, sent at a fixed rate over its own connections. */
export interface TrafficClass {
  name: string;
  /** Requests per second offered, whatever the server's speed: one connection each. */
  rate: number;
  requests: autocannon.Request[];
}

export interface ClassFigures {
  name: string;
  sent: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
  /** What the errors were, for the few that there are. */
  statuses: Record<string, number>;
}

export interface LoadFigures {
  classes: ClassFigures[];
  total: Omit<ClassFigures, "statuses">;
}

function figures(
  name: string,
  seconds: number,
  latencies: number[],
  statuses: Record<string, number>,
  errors: number,
) {
  return {
    name,
    sent: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    statuses,
  };
}

/** Phases per second: autocannon sends each connection's quota at the start of its second. */
const SLOTS = 20;

/**
 * Runs every class at once against `url` for `seconds` and measures each answer's time from
 * the request being written to the last byte read.
 *
 * Each connection sends one request a second. autocannon starts a connection's second when it
 * creates the connection, so all the connections of one instance fire together; the class's
 * connections are therefore spread over instances started 50 ms apart, and requests arrive
 * through the second as a site's visitors' do, rather than in one burst. Rates are fixed, so
 * a slow server shows as slow answers rather than as fewer requests sent.
 */
export async function runTraffic(
  url: string,
  classes: TrafficClass[],
  seconds: number,
): Promise<LoadFigures> {
  const all: number[] = [];
  const results = await Promise.all(
    classes.map(async (traffic) => {
      const latencies: number[] = [];
      const statuses: Record<string, number> = {};
      const perSlot = new Array<number>(SLOTS).fill(0);
      for (let connection = 0; connection < traffic.rate; connection++) {
        perSlot[Math.floor((connection * SLOTS) / traffic.rate)]! += 1;
      }
      const runs = perSlot.map(async (connections, slot) => {
        if (connections === 0) return 0;
        await new Promise((resolve) => setTimeout(resolve, (slot * 1000) / SLOTS));
        const result = await autocannon({
          url,
          duration: seconds,
          connections,
          connectionRate: 1,
          requests: traffic.requests,
          timeout: 10,
          // Same-origin requests, as the site's own pages send them.
          headers: { origin: url },
          setupClient: (client) => {
            client.on("response", (status, _bytes, responseTime) => {
              latencies.push(responseTime);
              all.push(responseTime);
              if (status < 200 || status >= 300) statuses[status] = (statuses[status] ?? 0) + 1;
            });
          },
        });
        return result.errors + result.timeouts;
      });
      const failures = (await Promise.all(runs)).reduce((sum, n) => sum + n, 0);
      if (failures > 0) statuses["connection errors or timeouts"] = failures;
      const errors = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      return figures(traffic.name, seconds, latencies, statuses, errors);
    }),
  );
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  const { statuses: _statuses, ...total } = figures("all", seconds, all, {}, errors);
  return { classes: results, total };
}
