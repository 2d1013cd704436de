import { Link, data } from "react-router";
import { getDistillery } from "@content/index";
import { NotFoundState } from "~/components/common/not-found-state";
import { PageHeader } from "~/components/layout/page-header";
import { buttonVariants } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import { isNotFoundError, prerenderedDataOr404 } from "~/lib/route-errors";
import type { Route } from "./+types/distillery";

export function loader({ params }: Route.LoaderArgs) {
  const distillery = getDistillery(params.distillerySlug);
  if (!distillery) throw data(null, { status: 404 });
  return { distillery };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => prerenderedDataOr404(serverLoader);

export const meta = ({ loaderData, params }: Route.MetaArgs) => {
  const distillery = loaderData?.distillery;
  const path = `/all-distillery/${params.distillerySlug}`;
  if (!distillery) return pageMeta({ title: "Distillery Not Found - The Gins of Iceland", description: "Distillery Not Found", path, noindex: true });
  return pageMeta({
    title: `${distillery.name} - Icelandic Distillery Profile`,
    description: distillery.description,
    path,
    image: distillery.heroImage,
  });
};

export default function DistilleryRoute({ loaderData: { distillery } }: Route.ComponentProps) {
  return (
    <PageHeader
      crumbs={[{ name: "Home", href: "/" }, { name: "Distilleries", href: "/distilleries" }, { name: distillery.name }]}
      title={distillery.name}
      intro={`${distillery.location} · Founded ${distillery.founded}`}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isNotFoundError(error)) throw error;
  return (
    <NotFoundState title="Distillery Not Found" message="We couldn't find the distillery you're looking for.">
      <Link to="/distilleries" className={buttonVariants()}>
        Browse All Distilleries
      </Link>
    </NotFoundState>
  );
}
