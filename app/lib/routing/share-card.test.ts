import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import type { Product } from "@content/index";
import { productMeta } from "./product-meta";
import { pageMeta } from "./seo";
import { shareCardOf } from "./share-card";
import { articleJsonLd } from "./structured-data";

const SITE = { name: "The Gins of Iceland", url: "https://ginsoficeland.com" };
const card = (meta: MetaDescriptor[]) => shareCardOf(meta, SITE.name, SITE.url);
const valueOf = (meta: MetaDescriptor[], property: string) =>
  meta.flatMap((tag) => ("property" in tag && tag.property === property ? [String(tag.content)] : []))[0];

/** A test-only bottle (never in content/), with what productMeta reads of one. */
const bottle = {
  name: "Þoka Test Gin",
  description: "A test gin.",
  botanicals: ["juniper", "angelica"],
  image: "/images/bottles/thoka-test-gin.svg",
  distillery: "Test Distillery ehf.",
  category: "gin",
} as unknown as Product;

describe("share card from the page's meta", () => {
  it("a page: its og:title without the site name, at the address its og:image names", () => {
    const meta = pageMeta({ name: "Contact & Help", description: "Write to us.", path: "/contact" });
    expect(valueOf(meta, "og:title")).toBe("Contact & Help - The Gins of Iceland");
    expect(card(meta)).toEqual({ cardPath: "/share/contact.png", input: { title: "Contact & Help" } });
    // the value the tags carry is the one the card prints
    const retitled = meta.map((tag) =>
      "property" in tag && tag.property === "og:title" ? { ...tag, content: "Reach Us - The Gins of Iceland" } : tag,
    );
    expect(card(retitled)?.input.title).toBe("Reach Us");
  });

  it("a whole title: the home page's keeps its words once the site name is off", () => {
    const meta = pageMeta({ title: "The Gins of Iceland - Premium Icelandic Gin", description: "d", path: "/" });
    expect(card(meta)).toEqual({ cardPath: "/share/index.png", input: { title: "Premium Icelandic Gin" } });
  });

  it("a bottle: the name, category, distillery and picture its Product JSON-LD gives", () => {
    const meta = productMeta(bottle, "/gin/thoka-test-gin", "Icelandic Gin", [{ name: "Home", href: "/" }]);
    expect(valueOf(meta, "og:title")).toBe("Þoka Test Gin - Premium Icelandic Gin");
    expect(card(meta)).toEqual({
      cardPath: "/share/gin/thoka-test-gin.png",
      input: {
        title: "Þoka Test Gin",
        eyebrow: "gin",
        subtitle: "by Test Distillery ehf.",
        image: "/images/bottles/thoka-test-gin.svg",
      },
    });
  });

  it("a post: its headline, section and picture from its Article JSON-LD", () => {
    const article = articleJsonLd({
      title: "Test Post",
      description: "d",
      image: "/images/blog/test-post.svg",
      publishedDate: "2026-01-01",
      category: "Guides",
      author: "Editors",
      path: "/blog/test-post",
    });
    const meta = pageMeta({ name: "Test Post", description: "d", path: "/blog/test-post", type: "article", extra: [article] });
    expect(card(meta)?.input).toEqual({ title: "Test Post", eyebrow: "Guides", image: "/images/blog/test-post.svg" });
  });

  it("no card for meta that names none, nor one on another host", () => {
    expect(card([{ title: "Page Not Found - The Gins of Iceland" }, { name: "robots", content: "noindex" }])).toBeUndefined();
    expect(card([{ property: "og:image", content: "https://example.org/share/x.png" }])).toBeUndefined();
  });
});
