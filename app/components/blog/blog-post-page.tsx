import { Link, useNavigate, useNavigationType } from "react-router";
import { FallbackImage } from "~/components/common/fallback-image";
import { BreadcrumbTrail } from "~/components/layout/page-heading";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { arrowLeftIcon, calendarIcon, clockIcon } from "~/components/ui/icon-drawings";
import { Sources, type SourceItem } from "~/components/sources/sources";
import type { BodySegment } from "@content/blog-body";
import { VideoEmbed } from "./video-embed";

export interface BlogPostView {
  slug: string;
  title: string;
  category: string;
  publishedDate: string;
  displayDate: string;
  /** when its content changed after publishing */
  updatedDate?: string;
  displayUpdated?: string;
  readTime: string;
  author: string;
  image: string;
  body: BodySegment[];
  /** in the order of first citation: the numbers of the body's references */
  sources: SourceItem[];
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
  // The body is Markdown rendered at build time: its links to site pages open without a reload.
  return (
    <article className="pb-16">
      <header className="bg-aurora text-white">
        <div className="mx-auto max-w-3xl px-4 pb-12 pt-8 sm:px-6">
          <BreadcrumbTrail
            crumbs={[{ name: "Home", href: "/" }, { name: "Blog", href: "/blog" }, { name: post.title }]}
            className="text-glacier-100"
          />
          <Button variant="outline" size="sm" className="mt-6 text-white" onClick={back}>
            <Icon drawing={arrowLeftIcon} aria-hidden="true" /> Back to Blog
          </Button>
          <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-glacier-100">
            <Badge className="bg-white/15 text-white">{post.category}</Badge>
            <span className="inline-flex items-center gap-1">
              <Icon drawing={calendarIcon} aria-hidden="true" className="size-4" />
              <time dateTime={post.publishedDate}>{post.displayDate}</time>
            </span>
            {post.updatedDate && (
              <span>
                Updated <time dateTime={post.updatedDate}>{post.displayUpdated}</time>
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <Icon drawing={clockIcon} aria-hidden="true" className="size-4" /> {post.readTime}
            </span>
          </div>
          <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">{post.title}</h1>
          <p className="mt-4 text-glacier-100">By {post.author}</p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
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
        <div className="prose-article mt-8 text-lg">
          {post.body.map((segment, index) =>
            segment.type === "html" ? (
              <div key={index} dangerouslySetInnerHTML={{ __html: segment.html }} />
            ) : (
              <VideoEmbed key={index} title={segment.title} videoId={segment.videoId} query={segment.query} />
            ),
          )}
        </div>
        <Sources sources={post.sources} subject="this post" />
        <aside className="mt-14 rounded-card bg-night-900 p-8 text-white">
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
        </aside>
      </div>
    </article>
  );
}
