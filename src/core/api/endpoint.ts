import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The OpenAPI document's security schemes (src/server/http/openapi.ts). */
export type SecurityScheme = "apiKey";

/**
 * One API endpoint, whole: how it is reached, what it takes and what it answers. The server
 * registers its route from it (src/server/http/endpoint-route.ts), the OpenAPI document is
 * generated from those routes, and the browser calls it through `api()` (src/web/lib/api.ts).
 * Descriptors live in src/core/api/endpoints/; the browser build keeps only their method and
 * path (scripts/vite-endpoints.ts), so zod stays off its pages.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** With `:name` for each path parameter, as Fastify writes them. */
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** By status: the success answer's schema, and the error body for each refusal. */
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /**
   * The media types of an answer that is not JSON (a download, the challenge's frames); the
   * browser's api() reads such an answer as bytes.
   */
  readonly produces?: readonly string[];
  /**
   * What authorises it instead of the session cookie: "apiKey", a personal API key sent as a
   * Bearer token, for the endpoints programs call (src/server/api-keys/).
   */
  readonly security?: readonly SecurityScheme[];
}

/** Declares an endpoint, keeping its literal method, path and schemas in its type. */
export function endpoint<const E extends Endpoint>(descriptor: E): E {
  return descriptor;
}

/** What a caller sends: each of params, query and body that the endpoint declares. */
export type EndpointInput<E extends Endpoint> = (E extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : { params?: never }) &
  (E extends { query: infer Q extends z.ZodType } ? { query: z.input<Q> } : { query?: never }) &
  (E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never });

/** What a successful call answers: its 200 or 201 body, or nothing for a 204. */
export type EndpointOutput<E extends Endpoint> = E extends { produces: readonly string[] }
  ? ArrayBuffer
  : E["responses"] extends {
        200: infer R extends z.ZodType;
      }
    ? z.output<R>
    : E["responses"] extends { 201: infer R extends z.ZodType }
      ? z.output<R>
      : undefined;

/** Whether a module's export is an endpoint descriptor (for the build's projection). */
export function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== "object" || value === null) return false;
  const { method, path, responses } = value as Partial<Endpoint>;
  return (
    typeof method === "string" &&
    typeof path === "string" &&
    path.startsWith("/api/") &&
    typeof responses === "object"
  );
}

/**
 * The address of one call: each `:name` of the path filled from `params` (the descriptor's type
 * requires them all), then the query's defined values in their order, percent-encoded.
 */
export function endpointUrl(
  path: string,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, string | number | boolean | null | undefined>>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value != null) search.append(key, String(value));
  }
  const filled = path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(params![name]!),
  );
  const text = String(search);
  return text ? `${filled}?${text}` : filled;
}
