import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { NotFoundState } from "./catch-all";
import type { Route } from "./+types/not-found";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

export const shouldRevalidate = sameAddressKeepsData;

export function loader() {
  return {
    meta: pageMeta({
      name: "Page Not Found",
      description: "This page does not exist.",
      path: "/404",
      noindex: true,
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

/** The /404 page: note the bad address, then go home (once: the effect depends on a string). */
export default function NotFoundRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as Partial<NotFoundState> | null)?.from ?? location.pathname;
  useEffect(() => {
    console.info(`404: no page at ${from}`);
    void navigate("/", { replace: true });
  }, [from, navigate]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-semibold">Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">Taking you to the home page…</p>
    </section>
  );
}
