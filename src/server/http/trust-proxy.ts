import net from "node:net";

/**
 * Which proxies in front of the server to believe about the client: none (false), a number of
 * hops, or their addresses. Fastify's trustProxy takes each form as it is.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the loopback, link-local and private ranges. */
const NAMED_RANGES = ["loopback", "linklocal", "uniquelocal"];
const MAX_HOPS = 100;

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: unset, empty, `false` or `0` for no proxy; a hop count such as `1` (the
 * address one hop before the server's own proxy, the last one in X-Forwarded-For, is the
 * client's); or a comma-separated list of proxy addresses and CIDR ranges, such as
 * `127.0.0.1,10.0.0.0/8`, or `loopback`, `linklocal`, `uniquelocal`. Answers the problem as a
 * sentence when the value is none of these.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { problem: string } {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false" || text === "0") return false;
  if (text === "true") {
    return {
      problem:
        "`true` would believe any X-Forwarded-For, so every client could choose its own address; give the number of proxies in front of the server (e.g. 1) or their addresses",
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS
      ? hops
      : { problem: `must be at most ${MAX_HOPS} proxies, or a list of their addresses` };
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    return {
      problem: `${wrong.map((w) => `"${w}"`).join(", ")} is not an IP address, a CIDR range (10.0.0.0/8) or one of ${NAMED_RANGES.join(", ")}; give a number of proxies or a comma-separated list of their addresses`,
    };
  }
  return entries;
}

/**
 * The setting in the form Fastify takes. Fastify refuses to count hops on its own, as a client
 * that reaches the server directly could then name any address: a hop count is for a server
 * that only its proxies can reach, and is a trust function here.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return (_address, hop) => hop < trust;
}
