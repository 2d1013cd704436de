/**
 * A fake of HubSpot's Forms API v3 unauthenticated submit. It records every submission and
 * picks its answer from the submitted email, so parallel tests never share a scenario:
 *   reject400@… -> 400 with HubSpot's error body; fail500@… -> 500 with no body;
 *   drop@… -> connection destroyed; slow@… -> held until GET /__release?email=… (a minute at most),
 *   then 200; anything else -> 200.
 * GET /__submissions?email=… lists what was recorded for an address. A held answer waits for the test,
 * not for a time: on a busy host the test's checks of the sending state took longer than any delay.
 */
import type { Server } from "node:http";
import type { APIRequestContext } from "@playwright/test";
import { FAKE_PORTS } from "../env";
import { readJson, sendJson, startFake } from "./http";

/**
 * Lets the fake answer a held (slow@…) submission: 200 once it was held and is now answered, 404
 * while it has not arrived. Poll it: `await expect.poll(() => releaseHeld(page.request, email)).toBe(200)`.
 */
export const releaseHeld = async (request: APIRequestContext, email: string): Promise<number> =>
  (await request.get(`http://127.0.0.1:${FAKE_PORTS.hubspot}/__release?email=${encodeURIComponent(email)}`)).status();

export interface RecordedSubmission {
  path: string;
  body: { fields: { name: string; value: string }[]; context: { pageUri: string; pageName: string } };
}

export function startHubspotFake(port: number): Promise<Server> {
  const recorded: RecordedSubmission[] = [];
  const held = new Map<string, () => void>();
  return startFake(port, async (req, res, url) => {
    if (req.method === "GET" && url.pathname === "/__release") {
      const release = held.get(url.searchParams.get("email") ?? "");
      release?.();
      return sendJson(res, release ? 200 : 404, {});
    }
    if (req.method === "GET" && url.pathname === "/__submissions") {
      const email = url.searchParams.get("email");
      return sendJson(
        res,
        200,
        recorded.filter((s) => s.body.fields.some((f) => f.name === "email" && f.value === email)),
      );
    }
    if (req.method !== "POST" || !url.pathname.startsWith("/submissions/v3/integration/submit/")) return sendJson(res, 404, {});
    const body = (await readJson(req)) as RecordedSubmission["body"] | null;
    if (!body) return sendJson(res, 400, { status: "error", message: "Invalid JSON" });
    recorded.push({ path: url.pathname, body });
    const email = body.fields.find((f) => f.name === "email")?.value ?? "";
    if (email.startsWith("reject400")) {
      return sendJson(res, 400, {
        status: "error",
        message: "The request is not valid",
        errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType: "INVALID_EMAIL" }],
      });
    }
    if (email.startsWith("fail500")) return sendJson(res, 500);
    if (email.startsWith("drop")) {
      req.socket.destroy();
      return;
    }
    if (email.startsWith("slow"))
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 60_000);
        held.set(email, () => (clearTimeout(timer), held.delete(email), resolve()));
      });
    return sendJson(res, 200, { inlineMessage: "Thanks for submitting the form." });
  });
}
