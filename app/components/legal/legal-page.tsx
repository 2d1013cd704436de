import type { LegalPage as LegalPageData } from "@content/legal";
import { PageHeader } from "~/components/layout/page-header";

export const LEGAL_LAST_UPDATED = "July 22, 2025";

const LINK = "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2";

export function LegalPage({ page, email }: { page: LegalPageData; email: string }) {
  return (
    <>
      <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: page.title }]} title={page.title}>
        <p className="mt-4 text-sm text-glacier-200">Last Updated: {LEGAL_LAST_UPDATED}</p>
      </PageHeader>
      {/* Clicks are delegated to the links inside; the links themselves stay keyboard-reachable. */}
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <div
          className={`text-lg leading-relaxed text-slate-800 [&>p+p]:mt-4 ${LINK}`}
          dangerouslySetInnerHTML={{ __html: page.introHtml }}
        />
        {page.sections.map((section) => (
          <section
            key={section.heading}
            className={`mt-10 text-slate-700 [&>h2]:text-2xl [&>h2]:font-semibold [&>h2]:text-foreground [&>p]:mt-4 [&>p]:leading-relaxed [&>ul]:mt-4 [&>ul]:list-disc [&>ul]:space-y-2 [&>ul]:pl-6 ${LINK}`}
            dangerouslySetInnerHTML={{ __html: section.html }}
          />
        ))}
        <p className="mt-12 rounded-card bg-muted p-6 text-slate-700">
          Questions about this page? Write to{" "}
          <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-2">
            {email}
          </a>
          .
        </p>
      </div>
    </>
  );
}
