import type { SVGProps } from "react";
import type { IconName } from "./icon-drawings";

/** Where the sprite is served (routes/svg-file.ts); cached like any image. */
export const ICON_SPRITE = "/icons.svg";

type IconProps = Omit<SVGProps<SVGSVGElement>, "name">;

/**
 * An icon from the sprite: the drawing is a cached image file, so pages carry no icon data in
 * their script. Stroke settings sit on the outer <svg> and reach the symbol by inheritance, so a
 * caller can still override them.
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

const named = (name: IconName) => (props: IconProps) => <Icon {...props} name={name} />;

export const ArrowLeftIcon = named("arrow-left");
export const AwardIcon = named("award");
export const CalendarIcon = named("calendar");
export const CalendarCheckIcon = named("calendar-check");
export const CheckIcon = named("check");
export const ChevronRightIcon = named("chevron-right");
export const ClockIcon = named("clock");
export const CloseIcon = named("close");
export const CompareIcon = named("compare");
export const DropletsIcon = named("droplets");
export const ExternalLinkIcon = named("external-link");
export const FactoryIcon = named("factory");
export const FocusIcon = named("focus");
export const FlameIcon = named("flame");
export const FlaskConicalIcon = named("flask-conical");
export const GlassWaterIcon = named("glass-water");
export const GlobeIcon = named("globe");
export const LeafIcon = named("leaf");
export const MailIcon = named("mail");
export const MapPinIcon = named("map-pin");
export const MartiniIcon = named("martini");
export const MenuIcon = named("menu");
export const PlayIcon = named("play");
export const RecycleIcon = named("recycle");
export const ResetIcon = named("reset");
export const SearchIcon = named("search");
export const SparklesIcon = named("sparkles");
export const StarIcon = named("star");
export const WineIcon = named("wine");
