import type { ReactNode } from "react";

export interface NotFoundStateProps {
  title: string;
  message: string;
  children: ReactNode;
}

/** The not-found state of a detail page: heading, a line, and the way back. */
export function NotFoundState({ title, message, children }: NotFoundStateProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="mt-4 text-muted-foreground">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
