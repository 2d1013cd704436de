/**
 * The one client for the marketing-form provider (HubSpot Forms API v3, unauthenticated
 * submit). Without a configured portal the same request goes to the production server's
 * local inbox, so nothing a visitor sends is lost.
 */
import { siteConfig } from "~/config/site";
import type { FormKind } from "./form-messages";

/** One entry of the provider's `errors` list, e.g. `Error in 'fields.email'. Invalid email address` / `INVALID_EMAIL`. */
export interface ProviderError {
  message: string;
  errorType: string;
}

export type SubmissionResult =
  { ok: true } | { ok: false; reason: "rejected"; message?: string; errors?: ProviderError[] } | { ok: false; reason: "network" };

export const LOCAL_PORTAL = "local";

const formIds: Record<FormKind, string> = {
  contact: siteConfig.hubspot.contactFormId,
  footer: siteConfig.hubspot.footerFormId,
  popup: siteConfig.hubspot.popupFormId,
};

export function submissionUrl(form: FormKind): string {
  const { portalId, apiUrl } = siteConfig.hubspot;
  return `${apiUrl}/submissions/v3/integration/submit/${encodeURIComponent(portalId ?? LOCAL_PORTAL)}/${encodeURIComponent(formIds[form])}`;
}

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts (not on http://192.168.…). */
function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One id per submission, so the inbox can store a retried one once: sending the same values
 * again after a failure (whose answer may have been lost after the inbox stored them) reuses
 * the id; other values, or the same ones after a success, are a new submission.
 */
export function createSubmissionIds(newId: () => string = randomId) {
  const pending = new Map<FormKind, { values: string; id: string }>();
  return {
    idFor(form: FormKind, fields: Record<string, string>): string {
      const values = JSON.stringify(fields);
      const last = pending.get(form);
      if (last?.values === values) return last.id;
      const id = newId();
      pending.set(form, { values, id });
      return id;
    },
    succeeded(form: FormKind): void {
      pending.delete(form);
    },
  };
}

const submissionIds = createSubmissionIds();

export async function submitForm(form: FormKind, fields: Record<string, string>): Promise<SubmissionResult> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  // Only the local inbox reads it: HubSpot's CORS rules refuse a custom request header.
  if (!siteConfig.hubspot.portalId) headers["Idempotency-Key"] = submissionIds.idFor(form, fields);
  let response: Response;
  try {
    response = await fetch(submissionUrl(form), {
      method: "POST",
      headers,
      body: JSON.stringify({
        fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
        context: { pageUri: window.location.href, pageName: document.title },
      }),
    });
  } catch {
    return { ok: false, reason: "network" };
  }
  if (response.ok) {
    submissionIds.succeeded(form);
    return { ok: true };
  }
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; errors?: unknown };
  const errors = (Array.isArray(body.errors) ? body.errors : []).flatMap(
    (entry: { message?: unknown; errorType?: unknown } | null) =>
      typeof entry?.message === "string" ? [{ message: entry.message, errorType: String(entry.errorType ?? "") }] : [],
  );
  return {
    ok: false,
    reason: "rejected",
    message: typeof body.message === "string" && body.message ? body.message : undefined,
    ...(errors.length > 0 ? { errors } : {}),
  };
}
