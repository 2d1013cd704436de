/**
 * The local inbox's HTTP route: with no marketing-provider configuration the forms post the
 * provider's request here (HubSpot Forms API v3 shape, same answers), and every accepted
 * submission is stored durably before the visitor is told it was received.
 *
 * Whatever can be refused from the headers alone (unknown form, not JSON, bad idempotency key,
 * rate limit, declared size) is refused before the body is read, and the connection is closed
 * so the rest of it never is. When the build's forms post to HubSpot the inbox is off: its
 * address answers 404 and no database is opened.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { FormKind } from "../app/lib/forms/form-schemas";
import { parseSubmission } from "../app/lib/forms/form-schemas";
import { clientKey, type ProxyTrust } from "./connections";
import type { InboxWriter } from "./inbox-writer";
import { logFailure } from "./log";
import { forwardedHttps, securityHeaders } from "./security-headers";

export const INBOX_ROUTE = "/submissions/v3/integration/submit/local/:formId";
export const MAX_BODY_BYTES = 16 * 1024;
/** How many client addresses the rate limiter remembers (least recently seen are dropped first). */
export const RATE_LIMIT_CLIENTS = 10_000;
export const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const SUCCESS = { inlineMessage: "Thanks for submitting the form." };

export interface InboxOptions {
  writer: Pick<InboxWriter, "submit">;
  /** form id -> which form it is (site-config.json's formIds) */
  forms: ReadonlyMap<string, FormKind>;
  /** submissions per client (`clientKey`) per window */
  rateLimit: { max: number; windowMs: number };
  /** the CSP the JSON answers carry */
  csp: string;
  /** behind a proxy we trust (TRUST_PROXY): its X-Forwarded-Proto decides HSTS */
  trustProxy: ProxyTrust;
}

/** A refusal in the provider's words. */
export class InboxError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorType = "INVALID_REQUEST",
  ) {
    super(message);
  }
}

/** Fastify's own refusals (body parsing, size), in the provider's words. */
const FASTIFY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The submission is too large.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request is not valid JSON.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Submissions must be sent as JSON.",
};

const UNKNOWN_FORM = "This form does not exist.";

/** Seconds until the next UTC day, when the daily allowance starts again. */
const secondsUntilTomorrow = (now = new Date()) =>
  Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000);

/** The inbox's JSON answers and its error handler (provider's error shape), in the plugin's scope. */
function inboxAnswers(app: FastifyInstance, options: Pick<InboxOptions, "csp" | "trustProxy">) {
  const answer = (request: FastifyRequest, reply: FastifyReply, status: number, body: object) =>
    reply
      .code(status)
      .headers(securityHeaders(options.csp, forwardedHttps(request, options.trustProxy)))
      .headers({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
      .send(JSON.stringify(body));

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      logFailure("inbox", error);
      return answer(request, reply, 500, { status: "error", message: "The submission could not be stored." });
    }
    const code = error.code ?? "";
    const message =
      error instanceof InboxError
        ? error.message
        : Object.hasOwn(FASTIFY_ERRORS, code)
          ? FASTIFY_ERRORS[code]!
          : "The request is not valid.";
    const errorType = error instanceof InboxError ? error.errorType : "INVALID_REQUEST";
    // Refused before the body was read: close, so it is never read.
    if (request.body === undefined) reply.header("Connection", "close");
    return answer(request, reply, status, { status: "error", message, errors: [{ message, errorType }] });
  });
  return answer;
}

/** The inbox when the forms post to HubSpot: its address is refused from the request line, body unread. */
export const inboxOffRoutes: FastifyPluginAsync<Pick<InboxOptions, "csp" | "trustProxy">> = async (app, options) => {
  inboxAnswers(app, options);
  app.all(INBOX_ROUTE, {
    onRequest: async () => {
      throw new InboxError(404, UNKNOWN_FORM);
    },
    handler: async () => {},
  });
};

export const inboxRoutes: FastifyPluginAsync<InboxOptions> = async (app, options) => {
  const answer = inboxAnswers(app, options);

  // In this plugin's scope only: no other route is limited.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new InboxError(429, "Too many submissions. Please try again in a minute.", "RATE_LIMITED"),
  });

  async function checkHeaders(request: FastifyRequest<{ Params: { formId: string } }>) {
    // A Map: names such as `constructor` or `__proto__` are simply not there.
    if (!options.forms.has(request.params.formId)) throw new InboxError(404, UNKNOWN_FORM);
    if (!JSON_CONTENT_TYPE.test(request.headers["content-type"] ?? "")) {
      throw new InboxError(415, "Submissions must be sent as JSON.");
    }
    const key = request.headers["idempotency-key"];
    if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))) {
      throw new InboxError(400, "The Idempotency-Key header is not valid.");
    }
  }

  app.post<{ Params: { formId: string } }>(
    INBOX_ROUTE,
    {
      bodyLimit: MAX_BODY_BYTES,
      // Before the rate limit (the plugin appends its hook): unknown forms and bad headers use up no allowance.
      onRequest: checkHeaders,
      config: {
        rateLimit: {
          max: options.rateLimit.max,
          timeWindow: options.rateLimit.windowMs,
          // The limiter's memory: a bounded LRU (the plugin's default is 5,000 and only read from here).
          cache: RATE_LIMIT_CLIENTS,
          keyGenerator: (request) => clientKey(request.ip),
        },
      },
    },
    async (request, reply) => {
      const formId = request.params.formId;
      const result = parseSubmission(options.forms.get(formId)!, request.body);
      if (!result.ok) throw new InboxError(400, result.message, result.errorType);
      const outcome = await options.writer.submit({
        formId,
        submissionId: (request.headers["idempotency-key"] as string | undefined) ?? null,
        fields: result.values,
        pageUri: result.pageUri,
        pageName: result.pageName,
        // Its daily bytes are counted under this key, so an IPv6 /64 shares one allowance.
        client: clientKey(request.ip),
      });
      if (outcome === "conflict") {
        // A client bug or a forged key: acknowledging it would drop the new values silently.
        throw new InboxError(422, "This Idempotency-Key was already used for a different submission.");
      }
      if (outcome === "over-daily-limit") {
        reply.header("Retry-After", String(secondsUntilTomorrow()));
        throw new InboxError(429, "Too much has been sent from this address today. Please try again tomorrow.", "RATE_LIMITED");
      }
      // A duplicate is a retry whose answer was lost: the visitor gets the same success.
      return answer(request, reply, 200, SUCCESS);
    },
  );

  app.route({
    method: ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"],
    url: INBOX_ROUTE,
    handler: (request, reply) => answer(request, reply.header("Allow", "POST"), 405, { status: "error", message: "Use POST." }),
  });
};
