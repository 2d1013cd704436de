import { Link } from "react-router";
import { ExternalLink } from "~/components/common/external-link";
import { formatDate } from "~/lib/catalogue/dates";

export interface SourceItem {
  id: string;
  title: string;
  url: string;
  /** ISO date the page was last opened */
  checked: string;
}

/** The end of every bottle and distillery page: what the facts rest on, with the date each was checked. */
export function SourcesSection({ sources, subject }: { sources: SourceItem[]; subject: string }) {
  return (
    <section aria-labelledby="sources-heading" className="mt-12 rounded-card border border-border bg-white p-6 shadow-sm">
      <h2 id="sources-heading" className="font-sans text-lg font-semibold">
        Sources
      </h2>
      {sources.length ? (
        <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm text-slate-700">
          {sources.map((source) => (
            <li key={source.id} id={`source-${source.id}`}>
              <ExternalLink href={source.url} className="font-medium text-primary underline underline-offset-2">
                {source.title}
              </ExternalLink>
              <span className="text-slate-600">, checked {formatDate(source.checked)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          We could not find a public source for {subject}. What this page says about it is marked unverified.
        </p>
      )}
      <p className="mt-4 text-sm text-slate-700">
        Facts without a source are marked unverified.{" "}
        <Link to="/how-we-describe-bottles" className="font-medium text-primary underline underline-offset-2">
          How we describe bottles
        </Link>
      </p>
    </section>
  );
}
