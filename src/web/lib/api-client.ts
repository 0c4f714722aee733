import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  endpointUrl,
} from "../../core/api/endpoint.ts";
import type { ApiError } from "../../core/api/error.ts";

/**
 * A request the API refused or that never reached it. Typed from the shared error schema with
 * `import type`, so pages that do not parse with zod do not carry it.
 */
export class ApiRequestError extends Error {
  /** The HTTP status, or 0 when the server could not be reached at all. */
  readonly status: number;
  /** The server's name for a refusal, e.g. 'reused-token' (see src/core/api/error.ts). */
  readonly code: string | undefined;
  /** The server's own explanation, absent when it sent none or was not reached. */
  readonly serverMessage: string | undefined;
  readonly issues: ApiError["issues"];
  constructor(status: number, body: Partial<ApiError> | null, cause?: unknown) {
    const serverMessage = (typeof body?.message === "string" && body.message) || undefined;
    super(
      status ? (serverMessage ?? `Request failed (${status})`) : "The server could not be reached",
      { cause },
    );
    this.status = status;
    this.code = typeof body?.code === "string" ? body.code : undefined;
    this.serverMessage = serverMessage;
    this.issues = body?.issues;
  }
}

/** An endpoint's input, which may be left out when the endpoint takes none. */
type CallArguments<E extends Endpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, signal?: AbortSignal]
    : [input: EndpointInput<E>, signal?: AbortSignal];

/**
 * The one way the browser talks to the API: one endpoint (src/core/api/endpoints/) called with
 * its params, query and body, JSON in and out (bytes out when it produces another type), with
 * the session cookie. Input and answer are
 * typed from the descriptor, and the answer is not parsed: the server validated it. Every
 * failure but an abort becomes an ApiRequestError.
 */
export async function api<E extends Endpoint>(
  { method, path, produces }: E,
  ...[input, signal]: CallArguments<E>
): Promise<EndpointOutput<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | null | undefined>;
    body?: unknown;
  };
  let response: Response;
  try {
    response = await fetch(endpointUrl(path, params, query), {
      method,
      credentials: "same-origin",
      // A request says JSON only when it sends some: a follow, a revocation or a sign-out names
      // what it acts on in its address, and an empty body would not be JSON.
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, null, error);
  }
  const payload: unknown = await (
    response.ok && produces ? response.arrayBuffer() : response.json()
  ).catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, payload as Partial<ApiError>);
  return payload as EndpointOutput<E>;
}

/**
 * product 'The error catalogue': what the server said, as it said it; anything else as 'An error
 * occurred'.
 */
export function messageOf(error: unknown): string {
  return error instanceof ApiRequestError && error.status > 0 ? error.message : "An error occurred";
}
