import { ExternalLink } from "~/components/common/external-link";
import { OWN_PHOTO, photoCaption, type PhotoRecord } from "~/lib/catalogue/photos";

type PhotoCreditProps = { photo: Pick<PhotoRecord, "credit" | "source">; className?: string };

/** "Photo: <credit>", linked to where the photo came from (plain text for the operator's own). */
export function PhotoCredit({ photo, className }: PhotoCreditProps) {
  if (photo.source === OWN_PHOTO) return <span className={className}>{photoCaption(photo)}</span>;
  return (
    <ExternalLink href={photo.source} className={className}>
      {photoCaption(photo)}
    </ExternalLink>
  );
}
