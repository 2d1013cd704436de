import { locatorImage } from "~/components/map/locator-image";
import type { Route } from "./+types/svg-file";

/** Drawings served as image files instead of shipped in script (routes.ts mounts this module at each). */
const files: Record<string, () => string> = {
  "/maps/iceland-locator.svg": locatorImage,
};

// A resource route: the build writes each file to build/client; `npm run dev` answers it.
export function loader({ url }: Route.LoaderArgs) {
  const file = files[url.pathname];
  if (!file) throw new Response("Not Found", { status: 404 });
  return new Response(file(), { headers: { "Content-Type": "image/svg+xml" } });
}
