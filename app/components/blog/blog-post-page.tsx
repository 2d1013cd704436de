import { useNavigate, useNavigationType } from "react-router";
import { prerenderedParts } from "~/components/common/prerendered";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import type { BodySegment } from "~/lib/catalogue/blog-body";

// The copy around the Back button is kept as pre-rendered, and the body unless a video plays in it (blog-post-copy.tsx).
const part = prerenderedParts(() => import("./blog-post-copy"));
const PostTrail = part("post-trail", "PostTrail");
const PostFacts = part("post-facts", "PostFacts");
const PostHero = part("post-hero", "PostHero");
const PostMore = part("post-more", "PostMore");
const PostBody = part("post-body", "PostBody");

export interface BlogPostView {
  slug: string;
  title: string;
  category: string;
  publishedDate: string;
  displayDate: string;
  readTime: string;
  author: string;
  image: string;
  body: BodySegment[];
}

/** Browser back, or the blog when the visitor did not come here by a link of the site. */
export function useBackToBlog() {
  const navigate = useNavigate();
  // PUSH: a link of the site opened this page, so the entry before it is that page. A first visit
  // (or Back and Forward) is a POP: its previous entry may be another site, so the blog opens instead.
  const cameByLink = useNavigationType() === "PUSH";
  return () => (cameByLink ? navigate(-1) : navigate("/blog"));
}

export function BlogPostPage({ post }: { post: BlogPostView }) {
  const back = useBackToBlog();
  return (
    <article className="pb-16">
      <header className="bg-aurora text-white">
        <div className="mx-auto max-w-3xl px-4 pb-12 pt-8 sm:px-6">
          <PostTrail version={post.slug} props={{ post }} />
          <Button variant="outline" size="sm" className="mt-6 text-white" onClick={back}>
            <Icon name="arrow-left" aria-hidden="true" /> Back to Blog
          </Button>
          <PostFacts version={post.slug} props={{ post }} />
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <PostHero version={post.slug} props={{ post }} />
        <PostBody
          version={post.slug}
          keep={!post.body.some((segment) => segment.type === "video" && segment.videoId)}
          props={{ post }}
          className="prose-article mt-8 text-lg"
        />
        <PostMore as="aside" className="mt-14 rounded-card bg-night-900 p-8 text-white" />
      </div>
    </article>
  );
}
