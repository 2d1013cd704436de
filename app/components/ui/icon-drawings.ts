import {
  ArrowLeft,
  Award,
  Calendar,
  CalendarCheck,
  Check,
  ChevronRight,
  Clock,
  Droplets,
  ExternalLink,
  Factory,
  Flame,
  FlaskConical,
  Focus,
  GitCompare,
  GlassWater,
  Globe,
  Leaf,
  Mail,
  MapPin,
  Martini,
  Menu,
  Play,
  Recycle,
  RotateCcw,
  Search,
  Sparkles,
  Star,
  Wine,
  X,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The site's icons: Lucide's (ISC licence) from the installed package, by the names the pages use.
 * Only the sprite route reads this module, so the drawings reach the browser as one cached SVG
 * file, not as script.
 */
export const icons = {
  "arrow-left": ArrowLeft,
  award: Award,
  calendar: Calendar,
  "calendar-check": CalendarCheck,
  check: Check,
  "chevron-right": ChevronRight,
  clock: Clock,
  close: X,
  compare: GitCompare,
  droplets: Droplets,
  "external-link": ExternalLink,
  factory: Factory,
  focus: Focus,
  flame: Flame,
  "flask-conical": FlaskConical,
  "glass-water": GlassWater,
  globe: Globe,
  leaf: Leaf,
  mail: Mail,
  "map-pin": MapPin,
  martini: Martini,
  menu: Menu,
  play: Play,
  recycle: Recycle,
  reset: RotateCcw,
  search: Search,
  sparkles: Sparkles,
  star: Star,
  wine: Wine,
} as const;

export type IconName = keyof typeof icons;

/** An icon's inner markup as the package renders it (its outer <svg> dropped, empty elements self-closed). */
const drawing = (name: IconName) =>
  renderToStaticMarkup(createElement(icons[name]))
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "")
    .replace(/><\/[a-z]+>/g, "/>");

/** One file of symbols, each drawn by `<use href="/icons.svg#name">`. */
export function iconSprite(): string {
  const symbols = (Object.keys(icons) as IconName[]).map(
    (name) => `<symbol id="${name}" viewBox="0 0 24 24">${drawing(name)}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
