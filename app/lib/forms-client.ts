/**
 * The one client for the marketing-form provider (HubSpot Forms API v3, unauthenticated
 * submit). Without a configured portal the same request goes to the production server's
 * local inbox, so nothing a visitor sends is lost.
 */
import { siteConfig } from "~/config/site";
import type { FormKind } from "./form-messages";

export type SubmissionResult =
  { ok: true } | { ok: false; reason: "rejected"; message?: string } | { ok: false; reason: "network" };

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

export async function submitForm(form: FormKind, fields: Record<string, string>): Promise<SubmissionResult> {
  let response: Response;
  try {
    response = await fetch(submissionUrl(form), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
        context: { pageUri: window.location.href, pageName: document.title },
      }),
    });
  } catch {
    return { ok: false, reason: "network" };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  return { ok: false, reason: "rejected", message: typeof body.message === "string" && body.message ? body.message : undefined };
}
