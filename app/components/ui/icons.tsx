import type { SVGProps } from "react";
import type { IconName } from "./icon-drawings";

/** Where the sprite is served (routes/svg-file.ts); cached like any image. */
export const ICON_SPRITE = "/icons.svg";

type IconProps = Omit<SVGProps<SVGSVGElement>, "name">;

/**
 * An icon from the sprite: the drawing is a cached image file, so pages carry no icon data in
 * their script. Stroke settings sit on the outer <svg> and reach the symbol by inheritance, so a
 * caller can still override them. Called by name (`<Icon name="search" />`), not through a
 * constant per icon: those constants were on every page (about 0.25 KB gzip).
 */
export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
