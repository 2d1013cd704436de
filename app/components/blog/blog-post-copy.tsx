import { Link } from "react-router";
import { FallbackImage } from "~/components/common/fallback-image";
import { BreadcrumbTrail } from "~/components/layout/page-heading";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import type { BlogPostView } from "./blog-post-page";
import { VideoEmbed } from "./video-embed";

/**
 * The blog post's copy around its Back button: nothing interactive, so a first visit keeps it as
 * pre-rendered and never loads this module (blog-post-page.tsx). The body too, unless it has a
 * video to play.
 */
type PostProps = { post: BlogPostView };

export function PostTrail({ post }: PostProps) {
  return (
    <BreadcrumbTrail
      crumbs={[{ name: "Home", href: "/" }, { name: "Blog", href: "/blog" }, { name: post.title }]}
      className="text-glacier-100"
    />
  );
}

export function PostFacts({ post }: PostProps) {
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-glacier-100">
        <Badge className="bg-white/15 text-white">{post.category}</Badge>
        <span className="inline-flex items-center gap-1">
          <Icon name="calendar" aria-hidden="true" className="size-4" />
          <time dateTime={post.publishedDate}>{post.displayDate}</time>
        </span>
        <span className="inline-flex items-center gap-1">
          <Icon name="clock" aria-hidden="true" className="size-4" /> {post.readTime}
        </span>
      </div>
      <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">{post.title}</h1>
      <p className="mt-4 text-glacier-100">By {post.author}</p>
    </>
  );
}

export function PostHero({ post }: PostProps) {
  return (
    <FallbackImage
      src={post.image}
      name={post.title}
      kind="wide"
      alt=""
      width={1200}
      height={630}
      fetchPriority="high"
      className="-mt-0 mt-8 aspect-[1200/630] w-full rounded-card object-cover shadow-sm"
    />
  );
}

export function PostMore() {
  return (
    <>
      <h2 className="text-2xl font-semibold">Discover Icelandic Spirits</h2>
      <p className="mt-2 text-glacier-100">Find the bottles behind the stories.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/premium-gins" className={buttonVariants({ variant: "aurora" })}>
          Premium Gins
        </Link>
        <Link to="/premium-vodkas" className={buttonVariants({ variant: "outline" })}>
          Premium Vodkas
        </Link>
        <Link to="/premium-whiskies" className={buttonVariants({ variant: "outline" })}>
          Premium Whiskies
        </Link>
      </div>
    </>
  );
}

export function PostBody({ post }: PostProps) {
  return post.body.map((segment, index) =>
    segment.type === "html" ? (
      <div key={index} dangerouslySetInnerHTML={{ __html: segment.html }} />
    ) : (
      <VideoEmbed key={index} title={segment.title} videoId={segment.videoId} query={segment.query} />
    ),
  );
}
