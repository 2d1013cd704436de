import { Icon } from "~/components/ui/icons";
import { externalLinkIcon, loaderIcon, shareIcon, terminalIcon } from "~/components/ui/icon-drawings";
import { ExternalLink } from "~/components/common/external-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { adminMessages } from "~/lib/admin/admin-messages";
import { socialCommand, WRITABLE_NETWORKS } from "~/lib/admin/publish-commands";
import { scrapePage } from "~/lib/clients/firecrawl-client";
import { notify } from "~/lib/browser/notify";
import { extractSocialLinks, updateCodeBlock, type SocialScrapeResult } from "~/lib/catalogue/social-links";
import { ApiKeyForm } from "./api-key-form";
import { CommandLine } from "./copy-button";
import { RunProgress } from "./run-progress";
import { usePacedRun } from "./use-paced-run";
import { Card } from "~/components/ui/card";

export interface AdminDistillery {
  id: string;
  name: string;
  website: string;
  /** false: no public source confirms this address; the profile shows none until one does */
  confirmed?: boolean;
}

export interface SocialScraperProps {
  distilleries: AdminDistillery[];
  /** the key saved in this visit; one stored on an earlier visit is not read here */
  apiKey: string | null;
  onSaveKey: (key: string) => void;
}

export function SocialScraper({ distilleries, apiKey, onSaveKey }: SocialScraperProps) {
  const {
    running,
    progress,
    results,
    start: run,
  } = usePacedRun(async (distillery: SocialScrapeResult["distillery"]) => {
    notify({ title: adminMessages.scrapingTitle, description: adminMessages.processing(distillery.name), variant: "info" });
    try {
      const page = await scrapePage(apiKey!, distillery.website, { imagesOnly: false });
      return {
        distillery,
        socialMedia: extractSocialLinks(page.html, page.markdown),
        status: "success",
      } satisfies SocialScrapeResult;
    } catch (error) {
      return {
        distillery,
        socialMedia: {},
        status: "error",
        error: error instanceof Error ? error.message : adminMessages.unknown,
      } satisfies SocialScrapeResult;
    }
  });

  async function start() {
    if (!apiKey) return notify({ title: adminMessages.errorTitle, description: adminMessages.setKeyFirst, variant: "error" });
    await run(distilleries);
    notify({ title: adminMessages.completeTitle, description: adminMessages.finished(distilleries.length), variant: "success" });
  }

  const code = updateCodeBlock(results);
  const withLinks = results.filter((result) => result.status === "success" && Object.keys(result.socialMedia).length > 0);

  return (
    <div className="space-y-6">
      <Card as="section" className="p-6">
        <h2 className="text-2xl font-semibold">Distillery Social Media Scraper</h2>
        {!apiKey && (
          <div className="mt-5">
            <ApiKeyForm id="social-api-key" buttonLabel="Save API Key" onSave={onSaveKey}>
              <p className="mb-4 text-sm text-slate-700">
                The social scraper visits each distillery's website with your own Firecrawl key. Enter it here to start; it is
                kept in this browser only, until you press Forget key.
              </p>
            </ApiKeyForm>
          </div>
        )}
        <p className="mt-5 text-slate-700">{adminMessages.ready(distilleries.length)}</p>
        <Button className="mt-4" size="lg" onClick={start} disabled={running}>
          {running ? <Icon drawing={loaderIcon} className="animate-spin" /> : <Icon drawing={shareIcon} />}
          {running ? "Scraping..." : "Start Scraping All"}
        </Button>
        {(running || results.length > 0) && <RunProgress value={progress} label="Scraping progress" />}
      </Card>

      {results.length > 0 && (
        <Card as="section" className="p-6" aria-labelledby="social-results-heading">
          <h2 id="social-results-heading" className="text-2xl font-semibold">
            Results
          </h2>
          <ul className="mt-4 divide-y divide-border">
            {results.map((result) => {
              const networks = Object.entries(result.socialMedia);
              return (
                <li key={result.distillery.id} className="py-4" data-testid={`social-${result.distillery.id}`}>
                  <div className="flex flex-wrap items-center gap-3">
                    <h3 className="font-sans font-semibold">{result.distillery.name}</h3>
                    <Badge
                      className={result.status === "success" ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-red-900"}
                    >
                      {result.status}
                    </Badge>
                    <ExternalLink
                      href={result.distillery.website}
                      className="inline-flex items-center gap-1 text-sm text-primary underline"
                    >
                      {result.distillery.website} <Icon drawing={externalLinkIcon} className="size-3.5" />
                    </ExternalLink>
                    {result.distillery.confirmed === false && (
                      <Badge className="bg-amber-100 text-amber-900">unconfirmed address</Badge>
                    )}
                  </div>
                  {result.status === "error" ? (
                    <p className="mt-2 text-sm text-destructive">{result.error}</p>
                  ) : networks.length === 0 ? (
                    <p className="mt-2 text-sm text-slate-700">{adminMessages.noLinks}</p>
                  ) : (
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {networks.map(([network, url]) => (
                        <li key={network} className="flex min-w-0 max-w-full items-center gap-2 text-sm">
                          <Badge className="bg-glacier-100 capitalize text-night-800">{network}</Badge>
                          {/* a long profile address wraps instead of widening a phone's page */}
                          <ExternalLink href={url} className="min-w-0 break-all text-primary underline">
                            {url}
                          </ExternalLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </Card>
      )}

      {code && (
        <Card as="section" className="p-6" aria-labelledby="update-code-heading">
          <h2 id="update-code-heading" className="text-2xl font-semibold">
            Update Code
          </h2>
          <p className="mt-1 text-sm text-slate-700">Copy these links into the distillery content data.</p>
          <pre className="mt-4 overflow-x-auto rounded-xl bg-night-900 p-4 text-sm text-glacier-100" data-testid="update-code">
            <code>{code}</code>
          </pre>
          <h3 className="mt-6 flex items-center gap-2 font-sans font-semibold">
            <Icon drawing={terminalIcon} className="size-4" /> Write the links into the site
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            Run a distillery's command in the project folder: it adds the links to its content file, with the website they were
            found on as their source.
          </p>
          <ul className="mt-3 space-y-4">
            {withLinks.map(({ distillery, socialMedia }) => {
              const command = distillery.confirmed === false ? null : socialCommand(distillery.id, socialMedia);
              const skipped = Object.keys(socialMedia).filter((network) => !(WRITABLE_NETWORKS as string[]).includes(network));
              return (
                <li key={distillery.id} data-testid={`social-command-${distillery.id}`}>
                  <p className="text-sm font-semibold">{distillery.name}</p>
                  {distillery.confirmed === false ? (
                    <p className="mt-1 text-sm text-slate-700">
                      No command: these links were found on an unconfirmed address. Confirm the website with a public source
                      first.
                    </p>
                  ) : command ? (
                    <>
                      <CommandLine command={command} script="social" subject={distillery.name} />
                      {skipped.length > 0 && (
                        <p className="mt-1 text-xs text-slate-700">Left out (not shown on the site): {skipped.join(", ")}</p>
                      )}
                    </>
                  ) : (
                    <p className="mt-1 text-sm text-slate-700">No command: the site shows none of these networks.</p>
                  )}
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </div>
  );
}
