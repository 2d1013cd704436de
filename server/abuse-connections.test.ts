/**
 * The real server process when clients compete for its connections: one address holding many, a
 * spike above the cap, a slow first request, forwarded headers from an address that is not the
 * proxy, and the answers Node's HTTP layer would otherwise write without the security headers.
 * Each loopback address (127.0.0.1, 127.0.0.2) is another client; every loop is bounded.
 */
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  expectSecurityHeaders,
  FORM_IDS,
  makeBuild,
  openSocket,
  parseHead,
  rawRequest,
  readUntilClosed,
  startServer,
  type RunningServer,
} from "./test-support";

const INBOX = "/submissions/v3/integration/submit/local";
const { buildDir } = makeBuild();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server for one group of tests, stopped after it. */
function serverWith(env: Record<string, string>): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(buildDir, env);
  }, 20_000);
  afterAll(() => server?.stop());
  return () => server!;
}

/** The head of the first answer on `socket` once it has arrived, or how the connection ended without one. */
function firstAnswer(socket: Socket): Promise<string> {
  let text = "";
  socket.setEncoding("latin1");
  return new Promise((resolve) => {
    socket.on("data", (chunk: string) => {
      text += chunk;
      if (text.includes("\r\n\r\n")) resolve(text);
    });
    socket.on("error", (error) => resolve(`error ${error.message}`));
    socket.on("close", () => resolve(text || "closed without an answer"));
  });
}

/** Sends `request` on a new connection and resolves with the head of the first answer. */
async function answerTo(port: number, request: string): Promise<string> {
  const socket = await openSocket(port);
  const answer = firstAnswer(socket);
  socket.write(request);
  return answer.finally(() => socket.destroy());
}

describe("answers Node's HTTP layer writes itself", () => {
  // Headers have a minute: the first request has half a second.
  const server = serverWith({ FIRST_REQUEST_TIMEOUT_MS: "500", HEADERS_TIMEOUT_MS: "60000", REQUEST_TIMEOUT_MS: "60000" });

  it("a request without Host gets a 400 with the security headers", async () => {
    const answer = parseHead(await answerTo(server().port, "GET / HTTP/1.1\r\n\r\n"));
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers);
    // HTTP/1.0 needs no Host.
    expect(parseHead(await answerTo(server().port, "GET / HTTP/1.0\r\n\r\n")).status).toBe(200);
  });

  it("an Expect the server cannot meet gets a 417 with the security headers; 100-continue goes on", async () => {
    const answer = parseHead(await answerTo(server().port, "GET / HTTP/1.1\r\nHost: x\r\nExpect: the-moon\r\n\r\n"));
    expect(answer.status).toBe(417);
    expectSecurityHeaders(answer.headers);

    const socket = await openSocket(server().port);
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.write(`POST ${INBOX}/${FORM_IDS.footer} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n`);
    socket.write("Expect: 100-continue\r\nContent-Length: 2\r\nConnection: close\r\n\r\n");
    await vi.waitFor(() => expect(text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n/), { timeout: 10_000 });
    socket.write("{}");
    await new Promise((resolve) => socket.on("close", resolve));
    expect(parseHead(text.slice(text.indexOf("\r\n\r\n") + 4)).status).toBe(400);
  });

  it("a first request whose headers do not arrive in time gets a 408 with the security headers", async () => {
    const answer = await answerTo(server().port, "GET / HTTP/1.1\r\nHost: x\r\n");
    expect(parseHead(answer).status).toBe(408);
    expectSecurityHeaders(parseHead(answer).headers);
  }, 20_000);

  it("the first request's deadline does not cut off a kept-alive connection waiting for its next request", async () => {
    const socket = await openSocket(server().port);
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await vi.waitFor(() => expect(text).toContain("<h1>Home</h1>"), { timeout: 10_000 });
    // Twice the first request's deadline, idle.
    await sleep(1000);
    text = "";
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await vi.waitFor(() => expect(text).toContain("<h1>Home</h1>"), { timeout: 10_000 });
    expect(parseHead(text).status).toBe(200);
    socket.destroy();
  });
});

/** Opens `count` connections at once, each asking for the home page; resolves with the statuses (0: no answer). */
async function statusesOf(port: number, count: number): Promise<number[]> {
  const sockets = await Promise.all(Array.from({ length: count }, () => openSocket(port)));
  const answers = await Promise.all(
    sockets.map((socket) => {
      const answer = firstAnswer(socket);
      socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
      return answer;
    }),
  );
  for (const socket of sockets) socket.destroy();
  return answers.map((answer) => parseHead(answer).status);
}

describe("connections shared between clients", () => {
  const PER_CLIENT = 50;
  const server = serverWith({ MAX_CONNECTIONS: "1000", MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT) });

  it("one address holding 1,100 unfinished requests, reopened as they close, does not stop another being served", async () => {
    const HELD = 1100;
    const PROBES = 20;
    const seen = new Map<string, number>();
    const sockets = new Set<Socket>();
    let connected = 0;
    let holding = true;
    const hold = async (index: number) => {
      let first = true;
      while (holding) {
        const socket = await openSocket(server().port).catch(() => undefined);
        if (!socket) {
          await sleep(10);
          continue;
        }
        if (first) connected++;
        first = false;
        sockets.add(socket);
        socket.on("error", () => {});
        socket.write(`GET /held-${index} HTTP/1.1\r\nHost: x\r\nX-Unfinished: `);
        const answer = await readUntilClosed(socket);
        sockets.delete(socket);
        const status = String(parseHead(answer).status || "closed without an answer");
        seen.set(status, (seen.get(status) ?? 0) + 1);
      }
    };
    const holders = Array.from({ length: HELD }, (_, index) => hold(index));
    await vi.waitFor(() => expect(connected).toBe(HELD), { timeout: 30_000, interval: 50 });

    const probes: string[] = [];
    for (let i = 0; i < PROBES; i++) {
      probes.push(
        await rawRequest(server().port, "GET", "/", {}, undefined, "127.0.0.2").then(
          (response) => String(response.status),
          (error: Error) => error.message,
        ),
      );
      await sleep(100);
    }
    holding = false;
    for (const socket of sockets) socket.destroy();
    await Promise.all(holders);

    expect(probes).toEqual(Array(PROBES).fill("200"));
    // The address over its own share was told so.
    expect(seen.get("429")).toBeGreaterThan(0);
    // Once its connections have closed, the address has its whole share again: nothing was left counted.
    await vi.waitFor(async () => expect(await statusesOf(server().port, PER_CLIENT)).toEqual(Array(PER_CLIENT).fill(200)), {
      timeout: 20_000,
      interval: 500,
    });
  }, 90_000);
});

describe("a spike above the connection cap", () => {
  const CAP = 40;
  const server = serverWith({
    MAX_CONNECTIONS: String(CAP),
    MAX_CONNECTIONS_PER_CLIENT: String(CAP * 2),
    KEEP_ALIVE_TIMEOUT_MS: "60000",
  });

  it("every connection gets an answer: the ones over the cap a 503 with Retry-After and the security headers", async () => {
    const SPIKE = CAP * 1.5;
    const sockets: Socket[] = [];
    const answers = await Promise.all(
      Array.from({ length: SPIKE }, async () => {
        const socket = await openSocket(server().port);
        sockets.push(socket);
        const answer = firstAnswer(socket);
        socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
        // Kept-alive connections stay open until every answer is in.
        return answer;
      }),
    );
    for (const socket of sockets) socket.destroy();

    const statuses = answers.map((answer) => parseHead(answer).status || answer);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(SPIKE - CAP);
    for (const answer of answers.filter((text) => parseHead(text).status === 503)) {
      const { headers } = parseHead(answer);
      expect(Number(headers["retry-after"])).toBeGreaterThan(0);
      expectSecurityHeaders(headers);
    }
  }, 30_000);
});

describe("forwarded headers", () => {
  const RATE_LIMIT = 3;
  // The proxy is 127.0.0.2; 127.0.0.1 is a client that reached the port directly.
  const server = serverWith({ TRUST_PROXY: "127.0.0.2", INBOX_RATE_LIMIT: String(RATE_LIMIT) });
  const submit = (from: string, forwardedFor: string) =>
    rawRequest(
      server().port,
      "POST",
      `${INBOX}/${FORM_IDS.footer}`,
      { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
      JSON.stringify({ fields: [{ name: "email", value: "a@b.is" }], context: { pageUri: "", pageName: "" } }),
      from,
    );

  it("X-Forwarded-For counts only from the proxy: a direct client cannot choose its rate-limit key", async () => {
    const direct: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) direct.push((await submit("127.0.0.1", `10.70.0.${i}`)).status);
    expect(direct).toEqual([200, 200, 200, 429]);
    // Through the proxy each visitor has its own allowance.
    const proxied: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) proxied.push((await submit("127.0.0.2", `10.80.0.${i}`)).status);
    expect(proxied).toEqual([200, 200, 200, 200]);
  });

  it.each([
    ["the in-memory fast path", "/"],
    ["a framework route", "/no/such/page"],
    ["the inbox", INBOX + "/" + FORM_IDS.footer],
  ])("X-Forwarded-Proto: https brings HSTS only from the proxy (%s)", async (_, path) => {
    const https = { "X-Forwarded-Proto": "https" };
    const direct = await rawRequest(server().port, "GET", path, https, undefined, "127.0.0.1");
    const proxied = await rawRequest(server().port, "GET", path, https, undefined, "127.0.0.2");
    expect(direct.headers["strict-transport-security"]).toBeUndefined();
    expect(proxied.headers["strict-transport-security"]).toContain("max-age=");
  });
});
