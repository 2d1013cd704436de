import type { SVGProps } from "react";
import type { IconName } from "./icon-drawings";

type IconProps = Omit<SVGProps<SVGSVGElement>, "name" | "children">;

/**
 * An icon, called by name (`<Icon name="search" />`): an empty 24-pixel <svg> whose drawing is a mask
 * in the stylesheet (`[data-icon]` in app.css, the drawings in icons.css), painted in the text colour.
 * Pages carry no drawing in their HTML or script and ask for no file: the stylesheet they wait for
 * anyway has them all. Still an <svg>, so `[&_svg]:size-4` and the like size it.
 */
export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  return <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" aria-hidden="true" data-icon={name} {...props} />;
}
