import type { FastifyInstance } from "fastify";
import { bearerMatches } from "../http/bearer-token.ts";
import type { Metrics } from "./metrics.ts";

/** Requests no route matched share one label, so a scan of random URLs adds no series. */
export const UNMATCHED_ROUTE = "unmatched";

/** better-auth's sign-in routes (oauth2 is the OpenID Connect plugin's); a closed list, as labels. */
const SIGN_IN_PATH = /^\/api\/auth\/sign-in\/(email|username|social|oauth2)$/;

function signInOutcome(status: number): string {
  if (status === 429) return "refused";
  return status < 400 ? "success" : "failure";
}

/**
 * Times and counts every answer, labelled by the route's pattern (never the raw URL, which
 * would make a series per user or per query string), and serves GET /metrics to whoever
 * holds `token`. Without a token nothing is served: the figures are not for the public.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    metrics.httpDuration.observe(
      { method: request.method, route, status: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 429) metrics.rateLimited.inc({ route });
    const signIn = SIGN_IN_PATH.exec(request.url.split("?", 1)[0]!);
    if (signIn && request.method === "POST") {
      metrics.signIns.inc({ method: signIn[1]!, outcome: signInOutcome(status) });
    }
  });

  if (token === undefined) return;
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request, token)) {
      return reply.status(401).header("www-authenticate", 'Bearer realm="metrics"').send({
        error: "Unauthorized",
        message: "The metrics need METRICS_TOKEN as a Bearer token.",
      });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
