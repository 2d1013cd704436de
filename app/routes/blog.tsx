import { blogCards } from "@content/index";
import { BlogListPage, blogCopy } from "~/components/blog/blog-list-page";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/blog";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

export const shouldRevalidate = sameAddressKeepsData;

export function loader() {
  return {
    meta: pageMeta({
      name: blogCopy.title,
      description:
        "Stories about Icelandic gin and spirits: reviews, botanicals, glacial water, Viking drinking culture and the distilleries.",
      path: "/blog",
    }),
    posts: blogCards(),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogListPage posts={loaderData.posts} />;
}
