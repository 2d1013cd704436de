import { Icon } from "~/components/ui/icons";
import { externalLinkIcon, loaderIcon, receiptIcon, terminalIcon } from "~/components/ui/icon-drawings";
import { ExternalLink } from "~/components/common/external-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { adminMessages } from "~/lib/admin/admin-messages";
import {
  classifyPriceCheck,
  failedPriceCheck,
  priceCheckUrl,
  priceExtraction,
  resultsToRecord,
  type OfferInput,
  type PriceCheckBottle,
  type PriceCheckResult,
  type PriceShop,
  type PriceStatus,
} from "~/lib/admin/price-check";
import { offerCommand } from "~/lib/admin/publish-commands";
import { formatPrice } from "@content/offers";
import { notify } from "~/lib/browser/notify";
import { extractPage } from "~/lib/clients/firecrawl-client";
import { ApiKeyForm } from "./api-key-form";
import { CommandLine, CopyButton } from "./copy-button";
import { RunProgress } from "./run-progress";
import { usePacedRun } from "./use-paced-run";

export interface PriceCheckerProps {
  shop: PriceShop;
  bottles: PriceCheckBottle[];
  /** the key saved in this visit, as for the social scraper */
  apiKey: string | null;
  onSaveKey: (key: string) => void;
}

const STATUS_STYLES: Record<PriceStatus, string> = {
  same: "bg-slate-100 text-slate-800",
  changed: "bg-amber-100 text-amber-900",
  new: "bg-emerald-100 text-emerald-900",
  "sold out": "bg-orange-100 text-orange-900",
  "not found": "bg-glacier-100 text-night-800",
  failed: "bg-red-100 text-red-900",
};

const COLUMNS = ["Bottle", "Stored offer", "Found offer", "Status"] as const;

/** A cell's column name, shown above it where the rows stack (the column headers say it for the table). */
const CellLabel = ({ children }: { children: string }) => (
  <span aria-hidden="true" className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600 sm:hidden">
    {children}
  </span>
);

/** As the bottle pages write it ("8,990 ISK"), so the table reads like the site. */
const money = (offer: Pick<OfferInput, "price" | "currency">) => formatPrice(offer.price, offer.currency);

function OfferCell({ offer, checked }: { offer?: OfferInput; checked?: string }) {
  if (!offer) return <span className="text-slate-600">none</span>;
  return (
    <div className="space-y-1">
      <p className="font-semibold">{money(offer)}</p>
      <p className="text-xs text-slate-700">
        {[
          offer.sizeMl ? `${offer.sizeMl} ml` : null,
          offer.inStock ? "in stock" : "sold out",
          checked ? `checked ${checked}` : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <ExternalLink href={offer.url} className="inline-flex items-center gap-1 break-all text-xs text-primary underline">
        product page <Icon drawing={externalLinkIcon} className="size-3" />
      </ExternalLink>
    </div>
  );
}

const commandOf = (result: PriceCheckResult) => offerCommand(result.bottle.pagePath, result.found!);

export function PriceChecker({ shop, bottles, apiKey, onSaveKey }: PriceCheckerProps) {
  const {
    running,
    progress,
    current,
    results,
    start: run,
  } = usePacedRun(async (bottle: PriceCheckBottle) => {
    try {
      const { schema, prompt } = priceExtraction(bottle);
      return classifyPriceCheck(bottle, shop, await extractPage(apiKey!, priceCheckUrl(bottle), schema, prompt));
    } catch (error) {
      return failedPriceCheck(bottle, error);
    }
  });

  async function start() {
    if (!apiKey) return notify({ title: adminMessages.errorTitle, description: adminMessages.setKeyFirst, variant: "error" });
    await run(bottles);
    notify({
      title: adminMessages.completeTitle,
      description: `Checked ${bottles.length} bottles at ${shop.name}`,
      variant: "success",
    });
  }

  const found = results.filter((result) => result.found);
  const toRecord = resultsToRecord(results);
  const counts = (["same", "changed", "new", "sold out", "not found", "failed"] as const)
    .map((status) => [status, results.filter((result) => result.status === status).length] as const)
    .filter(([, count]) => count > 0);

  return (
    <div className="space-y-6">
      <section className="rounded-card border border-border bg-white p-6 shadow-sm" aria-labelledby="prices-heading">
        <h2 id="prices-heading" className="text-2xl font-semibold">
          Shop Price Check
        </h2>
        {!apiKey && (
          <div className="mt-5">
            <ApiKeyForm id="prices-api-key" buttonLabel="Save API Key" onSave={onSaveKey}>
              <p className="mb-4 text-sm text-slate-700">
                The price check reads each bottle's page at {shop.name} with your own Firecrawl key. Enter it here to start; it is
                kept in this browser only, until you press Forget key.
              </p>
            </ApiKeyForm>
          </div>
        )}
        <p className="mt-5 text-slate-700">
          Ready to check {bottles.length} bottles at {shop.name}: each bottle's product page when one is on record, otherwise the
          shop's search for it, one page every 2 seconds.
        </p>
        <Button className="mt-4" size="lg" onClick={start} disabled={running || !apiKey}>
          {running ? <Icon drawing={loaderIcon} className="animate-spin" /> : <Icon drawing={receiptIcon} />}
          {running ? "Checking..." : "Check Prices"}
        </Button>
        {(running || results.length > 0) && <RunProgress value={progress} label="Price check progress" />}
        {current && <p className="mt-1 text-sm text-slate-700">Checking {current.name}...</p>}
      </section>

      {results.length > 0 && (
        <section className="rounded-card border border-border bg-white p-6 shadow-sm" aria-labelledby="price-results-heading">
          <h2 id="price-results-heading" className="text-2xl font-semibold">
            Prices at {shop.name}
          </h2>
          <p className="mt-1 text-sm text-slate-700" data-testid="price-counts">
            {counts.map(([status, count]) => `${count} ${status}`).join(" · ")}
          </p>
          {/*
           * On a phone each row stacks into a card with its cells labelled; from the small breakpoint up it
           * is a table, scrolled sideways inside this focusable region while the screen is too narrow.
           * The explicit roles keep the table's semantics where CSS changes how its parts display.
           */}
          <div
            role="region"
            aria-label="Price check table"
            tabIndex={0}
            className="mt-4 overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-primary"
          >
            <table role="table" className="block w-full text-left text-sm sm:table sm:min-w-[44rem]">
              <thead role="rowgroup" className="bg-muted text-xs uppercase tracking-wide text-slate-700 max-sm:sr-only">
                <tr role="row">
                  {COLUMNS.map((column) => (
                    <th key={column} role="columnheader" scope="col" className="px-3 py-2 sm:w-1/4">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup" className="block divide-y divide-border sm:table-row-group">
                {results.map((result) => (
                  <tr
                    key={result.bottle.pagePath}
                    role="row"
                    className="grid grid-cols-2 gap-x-4 gap-y-3 p-4 sm:table-row sm:p-0"
                    data-testid={`price-${result.bottle.pagePath.split("/").pop()}`}
                  >
                    <th
                      role="rowheader"
                      scope="row"
                      className="col-span-2 block align-top font-semibold sm:table-cell sm:px-3 sm:py-3"
                    >
                      {result.bottle.name}
                      <span className="block font-mono text-xs font-normal text-slate-600">{result.bottle.pagePath}</span>
                    </th>
                    <td role="cell" className="block align-top sm:table-cell sm:px-3 sm:py-3">
                      <CellLabel>{COLUMNS[1]}</CellLabel>
                      <OfferCell offer={result.bottle.stored} checked={result.bottle.stored?.checked} />
                    </td>
                    <td role="cell" className="block align-top sm:table-cell sm:px-3 sm:py-3">
                      <CellLabel>{COLUMNS[2]}</CellLabel>
                      <OfferCell offer={result.found} />
                    </td>
                    <td role="cell" className="col-span-2 block align-top sm:table-cell sm:px-3 sm:py-3">
                      <CellLabel>{COLUMNS[3]}</CellLabel>
                      <Badge className={STATUS_STYLES[result.status]}>{result.status}</Badge>
                      {result.note && (
                        <p
                          className={`mt-1.5 break-words text-xs ${result.status === "failed" ? "text-destructive" : "text-slate-700"}`}
                        >
                          {result.note}
                        </p>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {found.length > 0 && (
        <section className="rounded-card border border-border bg-white p-6 shadow-sm" aria-labelledby="record-prices-heading">
          <h2 id="record-prices-heading" className="flex items-center gap-2 text-2xl font-semibold">
            <Icon drawing={terminalIcon} className="size-5" /> Record the prices
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Run a bottle's command in the project folder: it writes the offer into the bottle's content file, checked today. A
            same price recorded again counts as checked today.
          </p>
          {toRecord.length > 0 && (
            <div className="mt-4 flex flex-col gap-2 rounded-xl bg-muted p-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm">
                {toRecord.length} {toRecord.length === 1 ? "command" : "commands"} for the changed, new and sold out rows
              </p>
              <CopyButton
                text={toRecord.map(commandOf).join("\n")}
                label="Copy all changes"
                description="The npm run offer commands of every change are on the clipboard."
              />
            </div>
          )}
          <ul className="mt-4 space-y-4">
            {found.map((result) => {
              const command = commandOf(result);
              return (
                <li key={result.bottle.pagePath} data-testid={`offer-command-${result.bottle.pagePath.split("/").pop()}`}>
                  <p className="flex items-center gap-2 text-sm font-semibold">
                    {result.bottle.name} <Badge className={STATUS_STYLES[result.status]}>{result.status}</Badge>
                  </p>
                  <CommandLine command={command} script="offer" subject={result.bottle.name} />
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
