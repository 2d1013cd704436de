import { PlayIcon } from "~/components/ui/icons";
import { useState } from "react";
import { ExternalLink } from "~/components/common/external-link";

export interface VideoEmbedProps {
  title: string;
  /** a YouTube video: the player loads (from youtube-nocookie.com) only after a click */
  videoId?: string;
  /** no fixed video: a link to YouTube's results for this search */
  query?: string;
}

/** A privacy-friendly video: nothing is requested from YouTube until the visitor asks for it. */
export function VideoEmbed({ title, videoId, query }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  const frame = "not-prose my-8 aspect-video w-full overflow-hidden rounded-xl bg-night-900";
  if (videoId && playing) {
    return (
      <div className={frame}>
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
  const face = (
    <>
      <span className="flex size-16 items-center justify-center rounded-full bg-aurora-300 text-night-950">
        <PlayIcon aria-hidden="true" className="size-7" />
      </span>
      <span className="mt-4 max-w-md px-4 text-lg font-semibold">{title}</span>
      <span className="mt-1 text-sm text-glacier-200">{videoId ? "Plays from YouTube when you click" : "Watch on YouTube"}</span>
    </>
  );
  const faceClass = `${frame} flex flex-col items-center justify-center bg-aurora text-center text-white no-underline`;
  if (videoId) {
    return (
      <button type="button" className={faceClass} onClick={() => setPlaying(true)} aria-label={`Play video: ${title}`}>
        {face}
      </button>
    );
  }
  return (
    <ExternalLink
      href={`https://www.youtube.com/results?search_query=${encodeURIComponent(query ?? title)}`}
      className={faceClass}
    >
      {face}
    </ExternalLink>
  );
}
