import { Icon } from "~/components/ui/icons";
import { imageIcon, loaderIcon, terminalIcon } from "~/components/ui/icon-drawings";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { siteConfig } from "~/config/site";
import { adminMessages, scrapeErrorText } from "~/lib/admin/admin-messages";
import { photoCommand, type PhotoTarget } from "~/lib/admin/publish-commands";
import { cn } from "~/lib/browser/cn";
import { extractImageSources, fileName, filterProductImages, type ImageSource } from "~/lib/catalogue/image-filter";
import { scrapePage } from "~/lib/clients/firecrawl-client";
import { notify } from "~/lib/browser/notify";
import { ApiKeyForm } from "./api-key-form";
import { CommandLine, CopyButton } from "./copy-button";
import { PhotoTargetSelect } from "./photo-target-select";
import { Card } from "~/components/ui/card";

export interface PredefinedSpirit {
  slug: string;
  name: string;
  distilleryName: string;
  shopUrl: string;
  distilleryWebsite: string;
  /** the bottle page a photo of this spirit goes on (`npm run photo`) */
  pagePath?: string;
}

export interface ImageScraperProps {
  spirits: PredefinedSpirit[];
  /** every bottle and distillery page, for a photo from a custom search */
  photoTargets: PhotoTarget[];
  apiKey: string | null;
  /** tests the key with one live scrape; resolves true when it was saved */
  onSaveKey: (key: string) => Promise<boolean>;
}

const SOURCE_LABELS: Record<ImageSource, string> = { nammi: "Nammi", distillery: "Distillery website", custom: "Custom URL" };
const shopHost = new URL(siteConfig.shopUrl).hostname;

export function ImageScraper({ spirits, photoTargets, apiKey, onSaveKey }: ImageScraperProps) {
  const [spiritSlug, setSpiritSlug] = useState("");
  const [source, setSource] = useState<"nammi" | "distillery">("nammi");
  const [customUrl, setCustomUrl] = useState("");
  const [scraping, setScraping] = useState(false);
  // The page a photo goes on is the scraped spirit's; a custom search has none until the operator picks one.
  const [results, setResults] = useState<{ images: string[]; source: ImageSource; pagePath?: string } | null>(null);
  const [selected, setSelected] = useState("");
  const [pickedPath, setPickedPath] = useState("");
  const pagePath = results?.pagePath ?? pickedPath;
  const spirit = spirits.find((s) => s.slug === spiritSlug);
  const canScrape = !!apiKey && !scraping && (!!spirit || customUrl.trim() !== "");

  async function scrape() {
    if (!apiKey) return notify({ title: adminMessages.errorTitle, description: adminMessages.keyNotFound, variant: "error" });
    const useCustom = customUrl.trim() !== "";
    const pageUrl = useCustom ? customUrl.trim() : source === "nammi" ? spirit!.shopUrl : spirit!.distilleryWebsite;
    const kind: ImageSource = useCustom ? "custom" : source;
    setScraping(true);
    setSelected("");
    try {
      const page = await scrapePage(apiKey, pageUrl);
      const images = filterProductImages(extractImageSources(page.html, page.markdown), {
        pageUrl,
        source: kind,
        shopHost,
        productName: spirit?.name,
      });
      setResults({ images, source: kind, pagePath: useCustom ? undefined : spirit!.pagePath });
      if (kind === "distillery" && images.length === 0) {
        notify({ title: adminMessages.errorTitle, description: adminMessages.noDistilleryImages, variant: "error" });
      } else {
        const text =
          kind === "distillery" ? adminMessages.foundDistilleryImages(images.length) : adminMessages.foundImages(images.length);
        notify({ title: text, variant: "success" });
      }
    } catch (error) {
      const situation = kind === "nammi" ? adminMessages.scrapeProductFailed : adminMessages.scrapePageFailed;
      notify({ title: adminMessages.errorTitle, description: scrapeErrorText(situation, error), variant: "error" });
    } finally {
      setScraping(false);
    }
  }

  return (
    <div className="space-y-6">
      <Card as="section" className="p-6">
        <h2 className="text-2xl font-semibold">Product Image Scraper</h2>
        <p className="mt-1 text-sm text-slate-700">Find product photos on the shop or a distillery's website.</p>
        {!apiKey && (
          <div className="mt-5">
            <ApiKeyForm id="image-api-key" buttonLabel="Save Key" busyLabel="Checking..." onSave={onSaveKey} />
          </div>
        )}
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          <div>
            <Select
              labelId="spirit-label"
              label="Select Spirit (Predefined)"
              value={spiritSlug}
              onValueChange={setSpiritSlug}
              placeholder="Choose a spirit"
              groups={[{ options: spirits.map((s) => ({ value: s.slug, text: `${s.name} — ${s.distilleryName}` })) }]}
            />
            {spirit && (
              <fieldset className="mt-4">
                <legend className="text-sm font-semibold">Image Source</legend>
                <div className="mt-1.5 inline-flex rounded-full bg-muted p-1">
                  {(["nammi", "distillery"] as const).map((option) => (
                    <label
                      key={option}
                      className={cn(
                        "cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium has-[:focus-visible]:outline-3",
                        source === option ? "bg-primary text-primary-foreground" : "text-night-900",
                      )}
                    >
                      <input
                        type="radio"
                        name="image-source"
                        value={option}
                        checked={source === option}
                        onChange={() => setSource(option)}
                        className="sr-only"
                      />
                      {option === "nammi" ? "Nammi (shop)" : "Distillery website"}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          </div>
          <div>
            <label htmlFor="custom-url" className="block text-sm font-semibold">
              Or Enter Custom URL
            </label>
            <input
              id="custom-url"
              type="url"
              placeholder="https://"
              value={customUrl}
              onChange={(event) => setCustomUrl(event.target.value)}
              className="mt-1.5 block w-full rounded-xl border border-border px-4 py-2.5"
            />
          </div>
        </div>
        <Button className="mt-6" size="lg" onClick={scrape} disabled={!canScrape}>
          {scraping ? <Icon drawing={loaderIcon} className="animate-spin" /> : <Icon drawing={imageIcon} />}
          {scraping ? "Scraping..." : "Scrape Product Images"}
        </Button>
      </Card>

      {results && (
        <Card as="section" className="p-6" aria-labelledby="scraped-heading">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="scraped-heading" className="text-2xl font-semibold">
              Scraped Images ({results.images.length})
            </h2>
            <Badge className="bg-glacier-100 text-night-800">{SOURCE_LABELS[results.source]}</Badge>
          </div>
          {selected && (
            <div className="mt-4 space-y-4 rounded-xl bg-muted p-4">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <code className="min-w-0 flex-1 break-all text-sm" data-testid="selected-url">
                  {selected}
                </code>
                <CopyButton text={selected} label="Copy URL" description="The image URL is on the clipboard." />
              </div>
              <div className="border-t border-border pt-4">
                {!results.pagePath && (
                  <div className="mb-3 max-w-md">
                    <PhotoTargetSelect targets={photoTargets} value={pickedPath} onChange={setPickedPath} />
                  </div>
                )}
                {pagePath ? (
                  <>
                    <p className="flex items-center gap-2 text-sm font-semibold">
                      <Icon drawing={terminalIcon} className="size-4" /> Add it to {pagePath}: run in the project folder
                    </p>
                    <CommandLine command={photoCommand(pagePath, selected)} script="photo" testId="photo-command" />
                  </>
                ) : (
                  <p className="text-sm text-slate-700">Choose the page this photo belongs on to get its command.</p>
                )}
              </div>
            </div>
          )}
          <ul className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {results.images.map((url) => (
              <li key={url}>
                <button
                  type="button"
                  onClick={() => setSelected(url)}
                  aria-pressed={selected === url}
                  className={cn(
                    "w-full overflow-hidden rounded-xl border text-left",
                    selected === url ? "border-primary ring-2 ring-primary" : "border-border",
                  )}
                >
                  <img src={url} alt="" loading="lazy" className="aspect-square w-full bg-muted object-contain" />
                  <span className="block truncate px-2 py-1.5 text-xs">{fileName(url)}</span>
                </button>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
