import { describe, expect, it } from "vitest";
import { readServerLimits, trustedProxies } from "./config";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, []],
    ["", []],
    ["false", []],
    ["127.0.0.1", ["127.0.0.1"]],
    ["10.0.0.0/8, fd00::/8", ["10.0.0.0/8", "fd00::/8"]],
    ["::1", ["::1"]],
  ])("%j trusts %j", (raw, proxies) => {
    expect(trustedProxies(raw)).toEqual(proxies);
  });

  it.each(["true", "1", "2"])("refuses %j (it would trust whoever connects), saying how to name the proxy", (raw) => {
    expect(() => trustedProxies(raw)).toThrow(/TRUST_PROXY is the address or range of the reverse proxy.*e\.g\. 127\.0\.0\.1/);
  });

  it.each(["yes", "-1", "1.5", "loopback", "10.0.0.0/33", "0.0.0.0/0", "::/0", "10.0.0.1/8/1", "127.0.0.1,"])(
    "refuses %j rather than guessing",
    (raw) => {
      expect(() => trustedProxies(raw)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe("server limits", () => {
  it("has safe defaults", () => {
    expect(readServerLimits({})).toEqual({
      trustedProxies: [],
      maxConnections: 1000,
      maxConnectionsPerClient: 50,
      firstRequestTimeoutMs: 5_000,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      inboxRateLimit: { max: 10, windowMs: 60_000 },
      inboxDailyBytes: 1024 * 1024,
    });
  });

  it("reads the environment, keeping the request timeout at least, and the first request's at most, the headers timeout", () => {
    const limits = readServerLimits({
      MAX_CONNECTIONS: "50",
      MAX_CONNECTIONS_PER_CLIENT: "5",
      FIRST_REQUEST_TIMEOUT_MS: "8000",
      HEADERS_TIMEOUT_MS: "4000",
      REQUEST_TIMEOUT_MS: "1000",
      INBOX_RATE_LIMIT: "3",
    });
    expect(limits).toMatchObject({
      maxConnections: 50,
      maxConnectionsPerClient: 5,
      firstRequestTimeoutMs: 4000,
      headersTimeoutMs: 4000,
      requestTimeoutMs: 4000,
      inboxRateLimit: { max: 3 },
    });
    expect(() => readServerLimits({ MAX_CONNECTIONS: "0" })).toThrow(/MAX_CONNECTIONS/);
    expect(() => readServerLimits({ MAX_CONNECTIONS_PER_CLIENT: "0" })).toThrow(/MAX_CONNECTIONS_PER_CLIENT/);
    expect(() => readServerLimits({ FIRST_REQUEST_TIMEOUT_MS: "x" })).toThrow(/FIRST_REQUEST_TIMEOUT_MS/);
  });
});
