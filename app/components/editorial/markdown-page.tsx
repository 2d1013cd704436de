import { PageHeader } from "~/components/layout/page-header";

/** An editorial page whose body is Markdown rendered at build time from the site's own content. */
export function EditorialMarkdownPage({ title, html }: { title: string; html: string }) {
  return (
    <>
      <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: title }]} title={title} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <div className="prose-article text-lg" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </>
  );
}
