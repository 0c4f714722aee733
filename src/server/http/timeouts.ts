/**
 * How long the server waits on a client (README, "Limits"): slow or idle connections are
 * closed instead of holding a socket and memory open (slow-loris).
 */
export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this. */
  requestMs: number;
  /** The request's headers must arrive within this. */
  headersMs: number;
  /** A kept-alive connection may wait this long for its next request. */
  keepAliveMs: number;
  /** A connection with no traffic at all is closed after this. */
  idleMs: number;
  /** How often Node checks open connections against the request and header limits. */
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  keepAliveMs: 5_000,
  idleMs: 30_000,
  checkIntervalMs: 1_000,
};

/** The Fastify (and Node http server) options that apply them. */
export function timeoutOptions(timeouts: ServerTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
