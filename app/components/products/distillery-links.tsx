import { Icon } from "~/components/ui/icons";
import { calendarCheckIcon, globeIcon } from "~/components/ui/icon-drawings";
import type { SocialLinks } from "@content/index";
import { ExternalLink } from "~/components/common/external-link";
import { buttonVariants } from "~/components/ui/button";

const LINKS: { key: keyof SocialLinks; label: string }[] = [
  { key: "website", label: "Website" },
  { key: "facebook", label: "Facebook" },
  { key: "instagram", label: "Instagram" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "youtube", label: "YouTube" },
  { key: "bookTour", label: "Book Tour" },
];

/** A distillery's online presence: a button for each link that exists, none otherwise. */
export function DistilleryLinks({ links, name }: { links: SocialLinks; name: string }) {
  const present = LINKS.filter(({ key }) => links[key]);
  if (present.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`${name} online`}>
      {present.map(({ key, label }) => (
        <li key={key}>
          <ExternalLink href={links[key]!} className={buttonVariants({ variant: "secondary", size: "sm" })}>
            {key === "bookTour" ? (
              <Icon drawing={calendarCheckIcon} aria-hidden="true" />
            ) : (
              <Icon drawing={globeIcon} aria-hidden="true" />
            )}
            {label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
