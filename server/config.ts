/** The production server's settings, read once from the environment (see the README's table). */
import { isIP } from "node:net";

export interface ServerLimits {
  /**
   * the reverse proxy's addresses and ranges (IPs, CIDRs): only connections from these are believed
   * about X-Forwarded-For and X-Forwarded-Proto, and they share no per-client connection cap (empty: no proxy)
   */
  trustedProxies: string[];
  /** most open connections at once; more are answered 503 */
  maxConnections: number;
  /** most open connections from one client address (the trusted proxy excepted); more are answered 429 */
  maxConnectionsPerClient: number;
  /** time for a new connection's first request headers to arrive */
  firstRequestTimeoutMs: number;
  /** time to receive a request's headers, and the whole request */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** how long an idle keep-alive connection stays open */
  keepAliveTimeoutMs: number;
  /** inbox submissions per client address per window */
  inboxRateLimit: { max: number; windowMs: number };
  /** bytes an address may store in the inbox per UTC day */
  inboxDailyBytes: number;
}

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  return value;
}

const TRUST_PROXY_HELP =
  "TRUST_PROXY is the address or range of the reverse proxy in front of this server, comma-separated " +
  "(e.g. 127.0.0.1 when it runs on this machine, or 10.0.0.0/8,fd00::/8)";

/**
 * `TRUST_PROXY`: unset or `false` trusts no one; otherwise the proxy's IPs and CIDR ranges, in the
 * form Fastify's `trustProxy` takes. `true` and hop counts are refused: they would believe whoever connects.
 */
export function trustedProxies(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === "" || raw.trim() === "false") return [];
  if (raw.trim() === "true" || /^\d+$/.test(raw.trim()))
    throw new Error(`${TRUST_PROXY_HELP}; "${raw}" would believe X-Forwarded-For from any client that reaches the port`);
  return raw.split(",").map((entry) => {
    const [address = "", prefix, ...rest] = entry.trim().split("/");
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const valid =
      family !== 0 &&
      rest.length === 0 &&
      (prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= bits));
    if (!valid)
      throw new Error(`${TRUST_PROXY_HELP}; "${entry.trim()}" is not an IP address or range (a /0 range trusts everyone)`);
    return entry.trim();
  });
}

export function readServerLimits(env: Env): ServerLimits {
  const headersTimeoutMs = whole(env, "HEADERS_TIMEOUT_MS", 10_000, 1);
  return {
    trustedProxies: trustedProxies(env.TRUST_PROXY),
    maxConnections: whole(env, "MAX_CONNECTIONS", 1000, 1),
    maxConnectionsPerClient: whole(env, "MAX_CONNECTIONS_PER_CLIENT", 50, 1),
    // Never later than the deadline for any request's headers.
    firstRequestTimeoutMs: Math.min(headersTimeoutMs, whole(env, "FIRST_REQUEST_TIMEOUT_MS", 5_000, 1)),
    headersTimeoutMs,
    // Node refuses a request timeout shorter than the headers timeout.
    requestTimeoutMs: Math.max(headersTimeoutMs, whole(env, "REQUEST_TIMEOUT_MS", 30_000, 1)),
    keepAliveTimeoutMs: whole(env, "KEEP_ALIVE_TIMEOUT_MS", 5_000, 1),
    inboxRateLimit: { max: whole(env, "INBOX_RATE_LIMIT", 10, 1), windowMs: whole(env, "INBOX_RATE_WINDOW_MS", 60_000, 1) },
    // 1 MiB: a typical message is under 1 KB and the largest a form allows ~16 KB, so 64 of the largest or a
    // thousand typical ones a day; the rate limit alone would let one address store ~225 MB a day.
    inboxDailyBytes: whole(env, "INBOX_DAILY_BYTES", 1024 * 1024, 1),
  };
}
