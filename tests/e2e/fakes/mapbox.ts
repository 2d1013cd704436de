/**
 * A fake of the Mapbox Static Images API: answers GET /styles/v1/{owner}/{style}/static/… with
 * a small PNG and records each request. A request for zoom 15 fails (500), so a test can make
 * the image fail on purpose by zooming in fully. GET /__requests lists what was asked.
 */
import type { Server } from "node:http";
import { sendJson, startFake } from "./http";

// A 1×1 light-grey PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4/58BAAT/Af9jgNErAAAAAElFTkSuQmCC", "base64");

export function startMapboxFake(port: number): Promise<Server> {
  const requests: string[] = [];
  return startFake(port, (req, res, url) => {
    if (url.pathname === "/__requests") return sendJson(res, 200, requests);
    if (req.method !== "GET" || !url.pathname.startsWith("/styles/v1/")) return sendJson(res, 404, { message: "Not Found" });
    requests.push(url.pathname + url.search);
    if (!url.searchParams.get("access_token")) return sendJson(res, 401, { message: "Not Authorized - No Token" });
    if (/,15\/\d+x\d+@2x$/.test(url.pathname)) return sendJson(res, 500, { message: "fake failure" });
    res.writeHead(200, { "Content-Type": "image/png", "Access-Control-Allow-Origin": "*" });
    res.end(PNG);
  });
}
