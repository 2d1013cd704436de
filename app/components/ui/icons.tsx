import type { SVGProps } from "react";

/** An icon's drawing: its name (the `data-icon` attribute) and the shapes inside its 24-unit box. */
export interface IconDrawing {
  name: string;
  paths: string;
}

type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML">;

/**
 * An icon (`<Icon drawing={searchIcon} />`, the drawings in ./icon-drawings): a 24-pixel inline <svg>
 * stroked in the text colour by the `[data-icon]` rule in app.css. Inline, not a mask or an image, so
 * the browser builds no SVG document for it while it styles the page; `[&_svg]:size-4` and the like size it.
 */
export function Icon({ drawing, ...props }: IconProps & { drawing: IconDrawing }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-icon={drawing.name}
      {...props}
      dangerouslySetInnerHTML={{ __html: drawing.paths }}
    />
  );
}
