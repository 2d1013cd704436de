import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { notFoundPages, type NotFoundKind } from "~/lib/routing/not-found";

/** The not-found state of a detail page: heading, a line, and the ways back (lib/routing/not-found). */
export function NotFoundState({ kind, children }: { kind: NotFoundKind; children?: ReactNode }) {
  const { title, message, links } = notFoundPages[kind];
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="mt-4 text-muted-foreground">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <Link key={link.to} to={link.to} className={buttonVariants(index > 0 ? { variant: "secondary" } : {})}>
            {link.label}
          </Link>
        ))}
        {children}
      </div>
    </section>
  );
}
