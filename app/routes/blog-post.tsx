import { data, useNavigate } from "react-router";
import { getBlogPost } from "@content/index";
import { NotFoundState } from "~/components/common/not-found-state";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta, textFromHtml } from "~/lib/seo";
import { isNotFoundError, prerenderedDataOr404 } from "~/lib/route-errors";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  const post = getBlogPost(params.slug);
  if (!post?.isLocal) throw data(null, { status: 404 });
  return {
    post,
    meta: pageMeta({
      title: `${post.title} - The Gins of Iceland`,
      description: textFromHtml(post.content ?? post.excerpt).slice(0, 160),
      path: `/blog/${post.slug}`,
      image: post.image,
      type: "article",
      extra: [{ property: "article:section", content: post.category }],
    }),
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => prerenderedDataOr404(serverLoader);

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData, "Blog Post Not Found");

export default function BlogPostRoute({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <PageHeader
      crumbs={[{ name: "Home", href: "/" }, { name: "Blog", href: "/blog" }, { name: post.title }]}
      title={post.title}
      intro={post.excerpt}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const navigate = useNavigate();
  if (!isNotFoundError(error)) throw error;
  return (
    <NotFoundState title="Blog Post Not Found" message="The article you're looking for doesn't exist or has moved.">
      <Button onClick={() => navigate(-1)}>Go Back</Button>
    </NotFoundState>
  );
}
