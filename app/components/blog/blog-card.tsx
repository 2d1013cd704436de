import { Icon } from "~/components/ui/icons";
import { calendarIcon, clockIcon, externalLinkIcon } from "~/components/ui/icon-drawings";
import { Link } from "react-router";
import type { BlogCard as BlogCardData } from "@content/index";
import { ExternalLink } from "~/components/common/external-link";
import { FallbackImage } from "~/components/common/fallback-image";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";

export function BlogCard({ post, priority = false }: { post: BlogCardData; priority?: boolean }) {
  const readMoreClass = "mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-primary hover:underline";
  return (
    <Card as="article" className="flex h-full flex-col overflow-hidden">
      <FallbackImage
        src={post.image}
        name={post.title}
        kind="wide"
        alt=""
        width={1200}
        height={630}
        loading={priority ? "eager" : "lazy"}
        className="aspect-[1200/630] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3 text-xs text-slate-700">
          <Badge className="bg-glacier-100 text-night-800">{post.category}</Badge>
          <span className="inline-flex items-center gap-1">
            <Icon drawing={calendarIcon} aria-hidden="true" className="size-3.5" />
            <time dateTime={post.publishedDate}>{post.displayDate}</time>
          </span>
        </div>
        <h2 className="mt-4 line-clamp-2 text-xl font-semibold leading-snug">{post.title}</h2>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-700">{post.excerpt}</p>
        <p className="mt-3 inline-flex items-center gap-1 text-xs text-slate-700">
          <Icon drawing={clockIcon} aria-hidden="true" className="size-3.5" /> {post.readTime}
        </p>
        {post.isLocal || !post.externalUrl ? (
          <Link to={`/blog/${post.slug}`} className={readMoreClass}>
            <span aria-hidden="true">Read More</span>
            <span className="sr-only">Read More: {post.title}</span>
          </Link>
        ) : (
          <ExternalLink href={post.externalUrl} className={readMoreClass}>
            <span aria-hidden="true">Read More</span>
            <span className="sr-only">Read More: {post.title}</span>
            <Icon drawing={externalLinkIcon} aria-hidden="true" className="size-4" />
          </ExternalLink>
        )}
      </div>
    </Card>
  );
}

/** The articles shown, in a grid; the first one's picture loads at once. */
export function BlogCards({ posts }: { posts: BlogCardData[] }) {
  return (
    <ul className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.slug}>
          <BlogCard post={post} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
