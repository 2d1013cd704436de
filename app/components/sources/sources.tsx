import { Link } from "react-router";
import { ExternalLink } from "~/components/common/external-link";
import { PhotoCredit } from "./photo-credit";
import { formatDate } from "@content/dates";
import { OWN_PHOTO, photoCaption, type PhotoRecord } from "~/lib/catalogue/photos";
import { Card } from "~/components/ui/card";

export interface SourceItem {
  id: string;
  title: string;
  url: string;
  /** ISO date the page was last opened */
  checked: string;
  /** an archived copy of the page */
  archived?: string;
  /** `npm run links` reports the address dead: the archived copy is linked instead */
  dead?: boolean;
}

export interface SourcesProps {
  sources: SourceItem[];
  subject: string;
  /** the photo the page shows at its top (a bottle's or a distillery's), listed beside the sources of the facts */
  photo?: PhotoRecord;
}

const linkClass = "font-medium text-primary underline underline-offset-2";

/** One source: its page, or, once the page is reported dead, its archived copy (or only its title). */
function SourceLine({ source }: { source: SourceItem }) {
  const archived = source.archived && (
    <ExternalLink href={source.archived} className={linkClass}>
      archived copy
    </ExternalLink>
  );
  if (source.dead)
    return (
      <>
        <span className="font-medium">{source.title}</span>
        {archived ? <>, {archived}</> : null}
        <span className="text-slate-600">, checked {formatDate(source.checked)}; the page is no longer online</span>
      </>
    );
  return (
    <>
      <ExternalLink href={source.url} className={linkClass}>
        {source.title}
      </ExternalLink>
      {archived ? <> ({archived})</> : null}
      <span className="text-slate-600">, checked {formatDate(source.checked)}</span>
    </>
  );
}

/**
 * The end of every bottle, distillery and blog post page: what the facts rest on, with the date
 * each was checked. The list is numbered in the order given: a post passes its sources in the
 * order of first citation, so item n is the text's reference [n] (#source-<id>).
 */
export function Sources({ sources, subject, photo }: SourcesProps) {
  const photoItem = photo && (
    <li id="source-photo">
      <PhotoCredit photo={photo} className="font-medium text-primary underline underline-offset-2" />
      <span className="text-slate-600">
        {photo.source === OWN_PHOTO ? ", our own photo" : ", the photo's source"}, added {formatDate(photo.added)}
      </span>
    </li>
  );
  return (
    <Card as="section" id="sources" aria-labelledby="sources-heading" className="mt-12 scroll-mt-24 p-6">
      <h2 id="sources-heading" className="font-sans text-lg font-semibold">
        Sources
      </h2>
      {sources.length ? (
        <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm text-slate-700">
          {sources.map((source) => (
            // A numbered reference in a post's text jumps here: the source it points to stands out.
            <li
              key={source.id}
              id={`source-${source.id}`}
              className="scroll-mt-24 rounded target:bg-amber-50 target:ring-4 target:ring-amber-50"
            >
              <SourceLine source={source} />
            </li>
          ))}
          {photoItem}
        </ol>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700">
            We could not find a public source for {subject}. What this page says about it is marked unverified.
          </p>
          {photoItem && <ul className="mt-4 space-y-2 text-sm text-slate-700">{photoItem}</ul>}
        </>
      )}
      <p className="mt-4 text-sm text-slate-700">
        Facts without a source are marked unverified.{" "}
        <Link to="/how-we-describe-bottles" className="font-medium text-primary underline underline-offset-2">
          How we describe bottles
        </Link>
      </p>
    </Card>
  );
}
