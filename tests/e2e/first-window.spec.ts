import { request as httpRequest } from "node:http";
import { expect, test } from "./fixtures";
import { E2E_BASE_URL } from "./env";
import { prerenderPaths } from "../../app/lib/routing/prerender-paths";

/**
 * A new connection's first flight is ten packets (RFC 6928: 10 x 1460 bytes). A page whose
 * response is longer needs one more round trip before the browser has all of its HTML: 150 ms on
 * a phone's slow 4G, which is what kept the map page's first paint at 0.9 s while the other pages
 * painted at 0.75 s (docs/decisions.md, the coast in the source's own precision).
 */
const FIRST_FLIGHT_BYTES = 10 * 1460;

/** The bytes of one answer as they travel: status line, headers and the body as sent (Brotli). */
function wireBytes(path: string): Promise<{ status: number; bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, E2E_BASE_URL), { headers: { "Accept-Encoding": "br, gzip" } }, (response) => {
      const head =
        `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length +
        // rawHeaders alternates names and values: each line is `name: value\r\n`.
        response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) +
        2;
      let body = 0;
      response.on("data", (chunk: Buffer) => (body += chunk.length));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, bytes: head + body, encoding: response.headers["content-encoding"] }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

test("every pre-rendered page arrives in a new connection's first flight of packets", async () => {
  test.setTimeout(60_000);
  const tooLong: string[] = [];
  for (const path of prerenderPaths()) {
    const { status, bytes, encoding } = await wireBytes(path);
    expect(status, path).toBe(path === "/404" ? 404 : 200);
    expect(encoding, path).toBe("br");
    if (bytes > FIRST_FLIGHT_BYTES) tooLong.push(`${path}: ${bytes} bytes`);
  }
  expect(tooLong).toEqual([]);
});
