/**
 * A fake of Google's gtag.js host: GET /gtag/js serves a tiny script that, like gtag.js, reads
 * the page's dataLayer and sends each event as a hit (GET /g/collect?en=…&dl=…&dt=…).
 * GET /__requests lists every request received, so a test can prove none was made.
 */
import type { Server } from "node:http";
import { sendJson, startFake } from "./http";

const GTAG = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  function send(args) {
    if (!args || args[0] !== "event") return;
    var params = args[2] || {};
    var query = "en=" + encodeURIComponent(args[1]) + "&dl=" + encodeURIComponent(params.page_location || "") +
      "&dt=" + encodeURIComponent(params.page_title || "") + "&dp=" + encodeURIComponent(params.page_path || "");
    fetch(origin + "/g/collect?" + query, { method: "GET", mode: "no-cors", keepalive: true });
  }
  for (var i = 0; i < dataLayer.length; i++) send(dataLayer[i]);
  var push = dataLayer.push;
  dataLayer.push = function (args) { send(args); return push.apply(dataLayer, arguments); };
})();`;

export function startAnalyticsFake(port: number): Promise<Server> {
  const requests: string[] = [];
  return startFake(port, (req, res, url) => {
    if (url.pathname === "/__requests") return sendJson(res, 200, requests);
    requests.push(url.pathname + url.search);
    if (url.pathname === "/gtag/js") {
      res.writeHead(200, { "Content-Type": "text/javascript", "Access-Control-Allow-Origin": "*" });
      return res.end(GTAG);
    }
    if (url.pathname === "/g/collect") {
      res.writeHead(204, { "Access-Control-Allow-Origin": "*" });
      return res.end();
    }
    return sendJson(res, 404, {});
  });
}
