import { Icon } from "~/components/ui/icons";
import { mailIcon } from "~/components/ui/icon-drawings";
import { startTransition, useState } from "react";
import type { BlogCard as BlogCardData } from "@content/index";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/browser/cn";
import { openNewsletter } from "~/lib/browser/newsletter-events";
import { BlogCards } from "./blog-card";

export const blogCopy = {
  title: "Icelandic Gin Stories",
  intro:
    "Reviews, botanicals, glacial water and Viking drinking culture: stories about the spirits of Iceland and the people who make them.",
  all: "All",
  subscribe: "Subscribe to Newsletter",
  stayUpdated: "Want to Stay Updated?",
  stayUpdatedText: "New stories, bottles and tasting events from Iceland, now and then in your inbox.",
} as const;

export function BlogListPage({ posts }: { posts: BlogCardData[] }) {
  const categories = [blogCopy.all, ...new Set(posts.map((post) => post.category))];
  const [category, setCategory] = useState<string>(blogCopy.all);
  const shown = category === blogCopy.all ? posts : posts.filter((post) => post.category === category);

  return (
    <>
      <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Blog" }]} title={blogCopy.title} intro={blogCopy.intro} />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-label="Articles">
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {categories.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={category === name}
              onClick={() => startTransition(() => setCategory(name))}
              className={cn(
                "rounded-full px-4 py-2 text-sm font-semibold transition-colors",
                category === name
                  ? "bg-primary text-primary-foreground"
                  : "bg-white text-night-900 ring-1 ring-border hover:bg-glacier-50",
              )}
            >
              {name}
            </button>
          ))}
        </div>
        <p className="mt-6 text-sm text-slate-700" aria-live="polite">
          Showing {shown.length} {shown.length === 1 ? "article" : "articles"}
        </p>
        <BlogCards posts={shown} />
      </section>
      <section className="bg-aurora text-white">
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6">
          <Icon drawing={mailIcon} aria-hidden="true" className="size-8 text-aurora-300" />
          <div>
            <h2 className="mt-4 text-3xl font-semibold">{blogCopy.stayUpdated}</h2>
            <p className="mt-3 text-glacier-100">{blogCopy.stayUpdatedText}</p>
          </div>
          <Button variant="aurora" size="lg" className="mt-6" onClick={openNewsletter}>
            {blogCopy.subscribe}
          </Button>
        </div>
      </section>
    </>
  );
}
