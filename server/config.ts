/** The production server's settings, read once from the environment (see the README's table). */

export interface ServerLimits {
  /** proxy hops whose X-Forwarded-For entry is believed (0: none, the socket address is the client) */
  proxyHops: number;
  /** most open connections at once; more are refused */
  maxConnections: number;
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

/** `TRUST_PROXY`: unset or `false` trusts nothing, `true` one proxy, a number that many. */
export function proxyHops(raw: string | undefined): number {
  if (raw === undefined || raw === "" || raw === "false") return 0;
  if (raw === "true") return 1;
  return whole({ TRUST_PROXY: raw }, "TRUST_PROXY", 0);
}

export function readServerLimits(env: Env): ServerLimits {
  const headersTimeoutMs = whole(env, "HEADERS_TIMEOUT_MS", 10_000, 1);
  return {
    proxyHops: proxyHops(env.TRUST_PROXY),
    maxConnections: whole(env, "MAX_CONNECTIONS", 1000, 1),
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
