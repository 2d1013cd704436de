import { describe, expect, it } from "vitest";
import { metaFromLoader } from "./route-meta";
import { pageMeta } from "./seo";

const titles = (meta: ReturnType<typeof pageMeta>) =>
  meta.flatMap((tag) => ("title" in tag ? [tag.title] : "property" in tag && tag.property === "og:title" ? [tag.content] : []));

describe("page titles", () => {
  it("adds the site name to a page's own name, in the title and its social copy", () => {
    const meta = pageMeta({ name: "Contact", description: "d", path: "/contact" });
    expect(titles(meta)).toEqual(["Contact - The Gins of Iceland", "Contact - The Gins of Iceland"]);
    expect(meta).toContainEqual({ name: "twitter:title", content: "Contact - The Gins of Iceland" });
  });

  it("keeps a page's whole title as it is", () => {
    const meta = pageMeta({ title: "Lundey Gin - Premium Icelandic Gin", description: "d", path: "/gin/lundey-gin" });
    expect(titles(meta)).toEqual(["Lundey Gin - Premium Icelandic Gin", "Lundey Gin - Premium Icelandic Gin"]);
  });

  it("names an address without data with the not-found title", () => {
    expect(metaFromLoader(undefined, "Gin Not Found")).toEqual([
      { title: "Gin Not Found - The Gins of Iceland" },
      { name: "robots", content: "noindex" },
    ]);
    expect(metaFromLoader(undefined)[0]).toEqual({ title: "Page Not Found - The Gins of Iceland" });
  });
});
