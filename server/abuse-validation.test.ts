/**
 * The real server against input made to be expensive to check: form values and addresses built to
 * make a backtracking pattern take seconds. Each payload below used to cost 0.4-0.8 s of the server's
 * only thread (the whole volume here, about a minute); the pages must be served while they arrive.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_IDS, makeBuild, rawRequest, startServer, type RunningServer } from "./test-support";

const INBOX = "/submissions/v3/integration/submit/local";
const ATTACKS = 40;

let server: RunningServer;

beforeAll(async () => {
  // One client sends them all: the connection and rate limits are raised so validation alone is tested.
  server = await startServer(makeBuild().buildDir, {
    INBOX_RATE_LIMIT: String(ATTACKS * 2),
    MAX_CONNECTIONS_PER_CLIENT: String(ATTACKS * 4),
  });
}, 20_000);
afterAll(() => server?.stop());

/** Just under the 16 KB body limit: an email of dots between two at signs. */
const emailPayload = JSON.stringify({
  fields: [{ name: "email", value: "a@" + ".".repeat(15_900) + "@" }],
  context: { pageUri: "", pageName: "" },
});
/** An address of slashes, under Node's 16 KB header limit. */
const slashPath = "/" + "/".repeat(15_000) + "x";

describe("payloads built to backtrack", () => {
  it(
    `${ATTACKS} email values and ${ATTACKS} addresses of slashes are refused while pages are served meanwhile`,
    async () => {
      const attacks = Array.from({ length: ATTACKS }, (_, i) => [
        rawRequest(server.port, "POST", `${INBOX}/${FORM_IDS.footer}`, { "Content-Type": "application/json" }, emailPayload),
        rawRequest(server.port, "GET", slashPath + i),
      ]).flat();
      // Sent while the payloads are on their way: with a backtracking check these wait behind a minute of work.
      const pages = [];
      for (let i = 0; i < 5; i++) pages.push((await rawRequest(server.port, "GET", "/")).status);
      expect(pages).toEqual([200, 200, 200, 200, 200]);

      const answers = await Promise.all(attacks);
      const emails = answers.filter((_, i) => i % 2 === 0);
      const addresses = answers.filter((_, i) => i % 2 === 1);
      expect(new Set(emails.map((answer) => answer.status))).toEqual(new Set([400]));
      expect(JSON.parse(emails[0]!.body).errors[0].errorType).toBe("INPUT_TOO_LARGE");
      // Not a page: the app shell with a 404.
      expect(new Set(addresses.map((answer) => answer.status))).toEqual(new Set([404]));
    },
    // The only time limit: the old checks needed about a minute of CPU for this volume.
    20_000,
  );
});
