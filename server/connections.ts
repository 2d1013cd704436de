/**
 * Open connections shared fairly between clients: a cap on all of them and one per client address
 * (the trusted proxy, which carries many visitors, excepted), and a short deadline for a new
 * connection's first request. A connection over a cap is answered on the raw socket (503 or 429,
 * with Retry-After), instead of being closed without a word as `server.maxConnections` does.
 */
import { normalizeIP } from "@fastify/rate-limit";
import { STATUS_CODES, type Server } from "node:http";
import { BlockList, isIPv6, type Socket } from "node:net";

/** How long a refused connection's request is read (and dropped) so the client reads the answer rather than a reset. */
const DRAIN_MS = 1000;
export const RETRY_AFTER_SECONDS = 5;

export interface ConnectionLimits {
  /** open connections at once */
  maxConnections: number;
  /** open connections from one client address, unless it is the trusted proxy */
  maxConnectionsPerClient: number;
  /** time for a new connection's first request headers to arrive */
  firstRequestTimeoutMs: number;
}

/** Is this socket address the trusted proxy? */
export type ProxyTrust = (address: string | undefined) => boolean;

/** The matcher for TRUST_PROXY's IPs and CIDR ranges (IPv4-mapped IPv6 addresses match their IPv4 form). */
export function proxyTrust(trustedProxies: readonly string[]): ProxyTrust {
  if (trustedProxies.length === 0) return () => false;
  const proxies = new BlockList();
  for (const entry of trustedProxies) {
    const [address, prefix] = entry.split("/");
    const type = isIPv6(address!) ? "ipv6" : "ipv4";
    proxies.addSubnet(address!, prefix === undefined ? (type === "ipv6" ? 128 : 32) : Number(prefix), type);
  }
  return (address) => !!address && proxies.check(address, isIPv6(address) ? "ipv6" : "ipv4");
}

/**
 * The key a client is counted under, by the connection cap and by the inbox's rate limit and daily
 * bytes: its address, an IPv4-mapped IPv6 address as its IPv4 form, an IPv6 address by its /64 (one
 * subscriber's network, whose addresses are as many as it likes). The rate limiter's own
 * normalisation, so the three limits cannot drift apart.
 */
export const clientKey = (address: string): string => normalizeIP(address);

/** An answer written straight on a socket: status line, headers, no body; the connection then closes. */
export function rawAnswer(status: number, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}Content-Length: 0\r\nConnection: close\r\n\r\n`;
}

/**
 * Admits each new connection to `server` or refuses it, and starts its first request's deadline.
 * Node's HTTP layer only sees admitted connections. `headers` are the security headers refusals carry.
 */
export function shareConnections(
  server: Server,
  limits: ConnectionLimits,
  isTrustedProxy: ProxyTrust,
  headers: Record<string, string>,
): void {
  // Node's own listener reads HTTP from the socket: it is called only for admitted connections.
  const httpListeners = server.listeners("connection") as ((socket: Socket) => void)[];
  server.removeAllListeners("connection");

  let open = 0;
  let draining = 0;
  /** Open connections per client; an address with none is not in it. */
  const perClient = new Map<string, number>();
  const awaitingFirstRequest = new Map<Socket, NodeJS.Timeout>();

  function refuse(socket: Socket, status: 429 | 503) {
    // Past this many refusals under way, more are closed at once: each would hold a socket for DRAIN_MS.
    if (draining >= limits.maxConnections) return void socket.destroy();
    draining++;
    socket.on("close", () => draining--);
    socket.on("error", () => {});
    const timer = setTimeout(() => socket.destroy(), DRAIN_MS);
    socket.on("close", () => clearTimeout(timer));
    // Reading what the client sends keeps the kernel from answering it with a reset.
    socket.resume();
    socket.end(rawAnswer(status, { ...headers, "Retry-After": String(RETRY_AFTER_SECONDS) }));
  }

  function admit(socket: Socket, key: string | undefined) {
    open++;
    if (key !== undefined) perClient.set(key, (perClient.get(key) ?? 0) + 1);
    socket.once("close", () => {
      open--;
      clearTimeout(awaitingFirstRequest.get(socket));
      awaitingFirstRequest.delete(socket);
      if (key === undefined) return;
      const left = perClient.get(key)! - 1;
      if (left === 0) perClient.delete(key);
      else perClient.set(key, left);
    });
    awaitingFirstRequest.set(
      socket,
      setTimeout(() => {
        awaitingFirstRequest.delete(socket);
        // Answered as Node answers its own headers timeout (the server's clientError handler writes the 408).
        server.emit(
          "clientError",
          Object.assign(new Error("First request timeout"), { code: "ERR_HTTP_REQUEST_TIMEOUT" }),
          socket,
        );
      }, limits.firstRequestTimeoutMs),
    );
    for (const listener of httpListeners) listener.call(server, socket);
  }

  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return void socket.destroy();
    const key = isTrustedProxy(address) ? undefined : clientKey(address);
    if (open >= limits.maxConnections) return refuse(socket, 503);
    if (key !== undefined && (perClient.get(key) ?? 0) >= limits.maxConnectionsPerClient) return refuse(socket, 429);
    admit(socket, key);
  });

  server.on("request", (request: { socket: Socket }) => {
    const timer = awaitingFirstRequest.get(request.socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    awaitingFirstRequest.delete(request.socket);
  });
}
