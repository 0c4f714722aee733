import type { AddressInfo } from "node:net";

/** Hosts that mean "every interface": a link names this machine by the name every browser knows. */
const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]", ""]);

/** http://host:port for the address a server listens on; IPv6 addresses in brackets. */
export function listenOrigin(host: string, port: number): string {
  const name = WILDCARD_HOSTS.has(host)
    ? "localhost"
    : host.includes(":") && !host.startsWith("[")
      ? `[${host}]`
      : host;
  return new URL(`http://${name}:${port}`).origin;
}

interface LinkOriginOptions {
  /** BETTER_AUTH_URL, the site's public address, when set. */
  baseURL: string | undefined;
  /** HOST and PORT, as configured. */
  host: string;
  port: number;
  /** The port the server is bound to, once it listens (PORT=0 picks one then). */
  boundAddress: () => AddressInfo | string | null;
}

/**
 * Where every link in a mail points: the public URL when set, else the address the server was
 * started on. Never a request's Host, Origin or X-Forwarded-Host, which anyone can make up: a
 * reset link mailed to a typist would carry its token to whatever host a stranger named.
 */
export function linkOrigin({ baseURL, host, port, boundAddress }: LinkOriginOptions): () => string {
  if (baseURL) {
    const origin = new URL(baseURL).origin;
    return () => origin;
  }
  return () => {
    const bound = boundAddress();
    return listenOrigin(host, typeof bound === "object" && bound ? bound.port : port);
  };
}
