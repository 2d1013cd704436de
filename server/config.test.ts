import { describe, expect, it } from "vitest";
import { proxyHops, readServerLimits } from "./config";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, 0],
    ["", 0],
    ["false", 0],
    ["true", 1],
    ["1", 1],
    ["2", 2],
  ])("%j trusts %i proxy hops", (raw, hops) => {
    expect(proxyHops(raw)).toBe(hops);
  });

  it.each(["yes", "-1", "1.5", "loopback"])("refuses %j rather than guessing", (raw) => {
    expect(() => proxyHops(raw)).toThrow(/TRUST_PROXY/);
  });
});

describe("server limits", () => {
  it("has safe defaults", () => {
    expect(readServerLimits({})).toEqual({
      proxyHops: 0,
      maxConnections: 1000,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      inboxRateLimit: { max: 10, windowMs: 60_000 },
      inboxDailyBytes: 1024 * 1024,
    });
  });

  it("reads the environment, keeping the request timeout at least the headers timeout", () => {
    const limits = readServerLimits({
      MAX_CONNECTIONS: "50",
      HEADERS_TIMEOUT_MS: "4000",
      REQUEST_TIMEOUT_MS: "1000",
      INBOX_RATE_LIMIT: "3",
    });
    expect(limits).toMatchObject({
      maxConnections: 50,
      headersTimeoutMs: 4000,
      requestTimeoutMs: 4000,
      inboxRateLimit: { max: 3 },
    });
    expect(() => readServerLimits({ MAX_CONNECTIONS: "0" })).toThrow(/MAX_CONNECTIONS/);
  });
});
