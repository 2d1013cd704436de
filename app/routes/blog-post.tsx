import { lazy } from "react";
import { data } from "react-router";
import { getBlogPost } from "@content/index";
import { BlogPostPage, useBackToBlog } from "~/components/blog/blog-post-page";
import { Button } from "~/components/ui/button";
import { splitBody, withPlainMarks } from "@content/blog-body";
import { formatDate } from "@content/dates";
import { wholeWordDescription } from "~/lib/routing/description";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { notFoundPages } from "~/lib/routing/not-found";
import { isNotFoundError, prerenderedDataOr404 } from "~/lib/routing/route-errors";
import { pageMeta, textFromHtml } from "~/lib/routing/seo";
import { articleJsonLd, breadcrumbJsonLd } from "~/lib/routing/structured-data";
import type { Route } from "./+types/blog-post";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

export const shouldRevalidate = sameAddressKeepsData;

export function loader({ params }: Route.LoaderArgs) {
  const post = getBlogPost(params.slug);
  if (!post?.isLocal || !post.content) throw data(null, { status: 404 });
  const path = `/blog/${post.slug}`;
  const description = wholeWordDescription(textFromHtml(withPlainMarks(post.content)));
  return {
    post: {
      slug: post.slug,
      title: post.title,
      category: post.category,
      publishedDate: post.publishedDate,
      displayDate: formatDate(post.publishedDate),
      ...(post.updated ? { updatedDate: post.updated, displayUpdated: formatDate(post.updated) } : {}),
      readTime: post.readTime,
      author: post.author,
      image: post.image,
      body: splitBody(post.content),
      sources: post.sources,
    },
    meta: pageMeta({
      name: post.title,
      description,
      path,
      type: "article",
      extra: [
        { property: "article:section", content: post.category },
        { property: "article:published_time", content: post.publishedDate },
        articleJsonLd({ ...post, description, path }),
        breadcrumbJsonLd([{ name: "Home", href: "/" }, { name: "Blog", href: "/blog" }, { name: post.title }], path),
      ],
    }),
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => prerenderedDataOr404(serverLoader);

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData, notFoundPages.blogPost.title);

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage post={loaderData.post} />;
}

// Only an unknown slug shows it, always in a page the browser draws: its code is not part of a first visit.
const NotFoundState = lazy(() =>
  import("~/components/common/not-found-state").then((module) => ({ default: module.NotFoundState })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const back = useBackToBlog();
  if (!isNotFoundError(error)) throw error;
  return (
    <NotFoundState kind="blogPost">
      <Button onClick={back}>Go Back</Button>
    </NotFoundState>
  );
}
