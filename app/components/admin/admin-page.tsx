import * as Tabs from "@radix-ui/react-tabs";
import { Icon } from "~/components/ui/icons";
import { plugIcon, trashIcon } from "~/components/ui/icon-drawings";
import { useEffect, useState } from "react";
import { PageHeader } from "~/components/layout/page-header";
import { siteConfig } from "~/config/site";
import { adminMessages } from "~/lib/admin/admin-messages";
import type { PhotoTarget } from "~/lib/admin/publish-commands";
import { forgetStoredKey, readStoredKey, storeKey } from "~/lib/admin/api-key-store";
import { scrapePage } from "~/lib/clients/firecrawl-client";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/browser/cn";
import { notify } from "~/lib/browser/notify";
import type { PriceCheckBottle, PriceShop } from "~/lib/admin/price-check";
import { ImageScraper, type PredefinedSpirit } from "./image-scraper";
import { PriceChecker } from "./price-checker";
import { SocialScraper, type AdminDistillery } from "./social-scraper";
import { Card } from "~/components/ui/card";

export interface AdminPageProps {
  spirits: PredefinedSpirit[];
  distilleries: AdminDistillery[];
  photoTargets: PhotoTarget[];
  priceShop: PriceShop;
  priceBottles: PriceCheckBottle[];
}

/** A page the key test scrapes: any public page will do. */
const KEY_TEST_URL = "https://nammi.is";
/** The key's notices are one toast: Forget key after Save Key replaces it instead of stacking on it. */
const KEY_NOTICE = "admin-key";

const tabClass =
  "whitespace-nowrap rounded-full px-3 py-2 text-sm font-semibold sm:px-5 text-night-900 data-[state=active]:bg-primary data-[state=active]:text-primary-foreground";

export default function AdminPage({ spirits, distilleries, photoTargets, priceShop, priceBottles }: AdminPageProps) {
  // The image tool reads a key stored earlier; the social and price tools only know keys saved in this visit.
  const [storedKey, setStoredKey] = useState<string | null>(null);
  const [sessionKey, setSessionKey] = useState<string | null>(null);
  useEffect(() => setStoredKey(readStoredKey()), []);

  const error = (description: string) => notify({ title: adminMessages.errorTitle, description, variant: "error" });

  async function saveTestedKey(raw: string): Promise<boolean> {
    const key = raw.trim();
    if (!key) return (error(adminMessages.keyRequired), false);
    try {
      await scrapePage(key, KEY_TEST_URL);
    } catch {
      return (error(adminMessages.keyInvalid), false);
    }
    storeKey(key);
    setStoredKey(key);
    setSessionKey(key);
    notify({ title: adminMessages.keySaved, variant: "success", id: KEY_NOTICE });
    return true;
  }

  function forgetKey() {
    forgetStoredKey();
    setStoredKey(null);
    setSessionKey(null);
    notify({
      title: adminMessages.keyForgotten,
      description: adminMessages.keyForgottenDetail,
      variant: "success",
      id: KEY_NOTICE,
    });
  }

  function saveUntestedKey(raw: string) {
    const key = raw.trim();
    if (!key) return error(adminMessages.keyRequired);
    storeKey(key);
    setSessionKey(key);
    notify({ title: adminMessages.keySaved, variant: "success", id: KEY_NOTICE });
  }

  const { portalId, footerFormId } = siteConfig.hubspot;
  return (
    <>
      <PageHeader
        crumbs={[{ name: "Home", href: "/" }, { name: "Admin" }]}
        title="Admin Dashboard"
        intro="Manage product images and content"
      />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
        <Card as="section" className="p-6" aria-labelledby="hubspot-heading">
          <h2 id="hubspot-heading" className="flex items-center gap-2 text-2xl font-semibold">
            <Icon drawing={plugIcon} className="size-6 text-primary" /> HubSpot Integration
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            The footer newsletter is powered by a HubSpot marketing form
            {portalId
              ? "."
              : ". No portal is configured, so submissions go to this site's local inbox (npm run inbox lists them)."}
          </p>
          <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-slate-600">Portal ID</dt>
              <dd className="font-mono">{portalId ?? "local inbox"}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">Form ID</dt>
              <dd className="font-mono">{footerFormId}</dd>
            </div>
          </dl>
        </Card>

        <Tabs.Root defaultValue="images">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Tabs.List
              aria-label="Admin tools"
              className="inline-flex max-w-full gap-1 overflow-x-auto rounded-full bg-muted p-1"
            >
              <Tabs.Trigger value="images" className={tabClass}>
                Product Images
              </Tabs.Trigger>
              {/* Open only with a key saved in this visit: a key stored on an earlier one is not read there. */}
              <Tabs.Trigger
                value="social"
                disabled={sessionKey === null}
                aria-describedby={sessionKey === null ? "social-tab-hint" : undefined}
                className={cn(tabClass, "disabled:cursor-not-allowed disabled:text-slate-600")}
              >
                Social Media
              </Tabs.Trigger>
              <Tabs.Trigger value="prices" className={tabClass}>
                Prices
              </Tabs.Trigger>
            </Tabs.List>
            {sessionKey === null && (
              <p id="social-tab-hint" className="text-sm text-slate-700">
                {storedKey === null
                  ? "Social Media opens once you save a key in this visit."
                  : "Social Media opens once you save a key in this visit: Forget key, then save it again."}
              </p>
            )}
            {/* Beside the tabs, so both tools offer it: the key is one for the whole page. */}
            {(storedKey !== null || sessionKey !== null) && (
              <div className="flex min-w-0 items-center gap-3">
                <p className="min-w-0 text-sm text-slate-700">Your Firecrawl key is kept in this browser.</p>
                <Button variant="secondary" size="sm" onClick={forgetKey} className="shrink-0">
                  <Icon drawing={trashIcon} /> Forget key
                </Button>
              </div>
            )}
          </div>
          <Tabs.Content value="images" className="mt-6">
            <ImageScraper spirits={spirits} photoTargets={photoTargets} apiKey={storedKey} onSaveKey={saveTestedKey} />
          </Tabs.Content>
          <Tabs.Content value="social" className="mt-6">
            <SocialScraper distilleries={distilleries} apiKey={sessionKey} onSaveKey={saveUntestedKey} />
          </Tabs.Content>
          <Tabs.Content value="prices" className="mt-6">
            <PriceChecker shop={priceShop} bottles={priceBottles} apiKey={sessionKey} onSaveKey={saveUntestedKey} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </>
  );
}
