import { Icon } from "~/components/ui/icons";
import { playIcon } from "~/components/ui/icon-drawings";
import { useState } from "react";

export interface VideoEmbedProps {
  /** a video: its title; a search: the link's label, e.g. "Search YouTube for videos about …" */
  title: string;
  /** a YouTube video: the player loads (from youtube-nocookie.com) only after a click */
  videoId?: string;
  /** no verified video: a clearly labelled link to YouTube's results for this search */
  query?: string;
}

// Solid dark panel with white text (contrast above 15:1): readable at any width. The article's
// link style (.prose-article a) is overridden with `!` so the panel keeps its own colours.
const panel = "not-prose my-8 w-full overflow-hidden rounded-xl bg-night-900 text-white";

/** A privacy-friendly video: nothing is requested from YouTube until the visitor asks for it. */
export function VideoEmbed({ title, videoId, query }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  if (videoId && playing) {
    return (
      <div className={`${panel} aspect-video`}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          className="h-full w-full"
        />
      </div>
    );
  }
  if (videoId) {
    return (
      <button
        type="button"
        className={`${panel} flex aspect-video flex-col items-center justify-center px-4 text-center`}
        onClick={() => setPlaying(true)}
        aria-label={`Play video: ${title}`}
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-aurora-300 text-night-950">
          <Icon drawing={playIcon} aria-hidden="true" className="size-7" />
        </span>
        <span className="mt-4 max-w-md text-lg font-semibold text-white">{title}</span>
        <span className="mt-1 text-sm text-glacier-100">Plays from YouTube (youtube-nocookie.com) when you click</span>
      </button>
    );
  }
  return (
    <a
      href={`https://www.youtube.com/results?search_query=${encodeURIComponent(query ?? title)}`}
      target="_blank"
      rel="noopener noreferrer"
      className={`${panel} flex! flex-col gap-1 px-6 py-5 no-underline! hover:bg-night-950`}
    >
      <span className="text-lg font-semibold text-white underline underline-offset-4">{title}</span>
      <span className="text-sm text-glacier-100">Opens YouTube's search results in a new tab</span>
    </a>
  );
}
