import type { Endpoint } from "../../core/api/endpoint.ts";

/**
 * A Fastify route's method, URL and schema, all from one endpoint descriptor: spread it into
 * `app.route({ ...endpointRoute(e), handler })`. The zod type provider then types the request
 * and the handler's answer from the descriptor's schemas, and @fastify/swagger documents it.
 */
export function endpointRoute<const E extends Endpoint>(endpoint: E) {
  const schema = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    description: endpoint.description,
    params: endpoint.params as E["params"],
    querystring: endpoint.query as E["query"],
    body: endpoint.body as E["body"],
    // A route that answers no JSON (a file) declares no statuses and is documented as it is.
    response: (Object.keys(endpoint.responses).length > 0
      ? endpoint.responses
      : undefined) as E["responses"],
    produces: endpoint.produces && [...endpoint.produces],
    security: endpoint.security?.map((scheme) => ({ [scheme]: [] })),
  };
  // Fastify warns of every schema part that is present but undefined.
  for (const key of Object.keys(schema) as (keyof typeof schema)[]) {
    if (schema[key] === undefined) delete schema[key];
  }
  return { method: endpoint.method, url: endpoint.path, schema };
}
