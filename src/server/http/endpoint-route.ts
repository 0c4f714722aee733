import type { Endpoint } from "../../core/api/endpoint.ts";

/**
 * A Fastify route's method, URL and schema, all from one endpoint descriptor: spread it into
 * `app.route({ ...endpointRoute(e), handler })`. The zod type provider then types the request
 * and the handler's answer from the descriptor's schemas, and @fastify/swagger documents it.
 */
export function endpointRoute<const E extends Endpoint>(endpoint: E) {
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
      params: endpoint.params as E["params"],
      querystring: endpoint.query as E["query"],
      body: endpoint.body as E["body"],
      response: endpoint.responses as E["responses"],
    },
  };
}
