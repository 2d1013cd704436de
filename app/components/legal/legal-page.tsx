import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { LegalPage as LegalPageData } from "@content/legal";
import { PageHeader } from "~/components/layout/page-header";

export const LEGAL_LAST_UPDATED = "July 22, 2025";

/** Renders the two markers legal texts use: {{email}} and [label](/internal-path). */
function RichText({ text, email }: { text: string; email: string }) {
  const parts: ReactNode[] = [];
  const pattern = /\{\{email\}\}|\[([^\]]+)\]\((\/[a-z0-9/-]*)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      match[0] === "{{email}}" ? (
        <a key={match.index} href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-2">
          {email}
        </a>
      ) : (
        <Link key={match.index} to={match[2]!} className="font-medium text-primary underline underline-offset-2">
          {match[1]}
        </Link>
      ),
    );
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts.map((part, i) => (typeof part === "string" ? <Fragment key={`t${i}`}>{part}</Fragment> : part))}</>;
}

export function LegalPage({ page, email }: { page: LegalPageData; email: string }) {
  return (
    <>
      <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: page.title }]} title={page.title}>
        <p className="mt-4 text-sm text-glacier-200">Last Updated: {LEGAL_LAST_UPDATED}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p className="text-lg leading-relaxed text-slate-800">
          <RichText text={page.intro} email={email} />
        </p>
        {page.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph, index) => (
              <p key={index} className="mt-4 leading-relaxed text-slate-700">
                <RichText text={paragraph} email={email} />
              </p>
            ))}
            {section.list && (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
                {section.list.map((item, index) => (
                  <li key={index}>
                    <RichText text={item} email={email} />
                  </li>
                ))}
              </ul>
            )}
          </section>
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
