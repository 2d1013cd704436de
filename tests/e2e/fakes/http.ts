import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export const readJson = (req: IncomingMessage): Promise<unknown> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch {
        resolve(null);
      }
    });
  });

export const sendJson = (res: ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
  res.end(body === undefined ? "" : JSON.stringify(body));
};

/** A small fake service on loopback; answers CORS preflights like the real hosts do. */
export function startFake(
  port: number,
  handle: (req: IncomingMessage, res: ServerResponse, url: URL) => unknown,
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": "GET, POST, DELETE",
        "Access-Control-Allow-Headers": "Content-Type, Authorization, x-idempotency-key",
      });
      return res.end();
    }
    void handle(req, res, new URL(req.url ?? "/", `http://127.0.0.1:${port}`));
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
