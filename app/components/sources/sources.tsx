import { prerendered } from "~/components/common/prerendered";
import type { SourcesProps } from "./sources-section";

const SourcesContent = prerendered("sources", () => import("./sources-section").then((module) => module.SourcesSection));

/** The Sources section at the end of a bottle or distillery page (sources-section.tsx draws it). */
export function Sources({ version, ...props }: SourcesProps & { version: string }) {
  return (
    <SourcesContent
      as="section"
      aria-labelledby="sources-heading"
      className="mt-12 rounded-card border border-border bg-white p-6 shadow-sm"
      version={version}
      props={props}
    />
  );
}
