import { prerendered } from "~/components/common/prerendered";
import { PageHeader } from "~/components/layout/page-header";
import type { WhyBotanical } from "./why-body";

export const whyCopy = {
  title: "Why Icelandic Gin?",
  intro: "Pure water, wild Arctic botanicals and a young, fearless distilling culture: what makes a gin Icelandic.",
  metaDescription:
    "What makes Icelandic gin different: pure water, nine foraged Arctic botanicals and small-batch distilling traditions.",
} as const;

const WhyBody = prerendered("why-body", () => import("./why-body").then((module) => module.WhyBody));

export function WhyPage({ botanicals }: { botanicals: WhyBotanical[] }) {
  return (
    <>
      <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: whyCopy.title }]} title={whyCopy.title} intro={whyCopy.intro} />
      <WhyBody props={{ botanicals }} />
    </>
  );
}
