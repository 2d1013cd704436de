/**
 * What each detail page shows for an address it does not know: the heading (also the document's
 * title) and line, and the ways back (the first is the main button). The blog post's way back is
 * its Go Back button (blog-post.tsx).
 */
import { BOTTLE_LISTS, type BottlePage } from "../../../content/bottle-kinds";

export const notFoundPages = {
  gin: {
    title: "Gin Not Found",
    message: "We couldn't find the gin you're looking for.",
    links: [{ to: BOTTLE_LISTS.gin.path, label: "Back to Premium Gins" }],
  },
  vodka: {
    title: "Vodka Not Found",
    message: "We couldn't find the vodka you're looking for.",
    links: [{ to: BOTTLE_LISTS.vodka.path, label: "Back to Premium Vodkas" }],
  },
  spirit: {
    title: "Spirit Not Found",
    message: "We couldn't find the spirit you're looking for.",
    links: [
      { to: BOTTLE_LISTS.gin.path, label: "Browse Gins" },
      { to: BOTTLE_LISTS.whisky.path, label: "Browse Whiskies" },
    ],
  },
  distillery: {
    title: "Distillery Not Found",
    message: "We couldn't find the distillery you're looking for.",
    links: [{ to: "/distilleries", label: "Browse All Distilleries" }],
  },
  botanical: {
    title: "Botanical Not Found",
    message: "We have no page for that botanical.",
    links: [{ to: "/why-icelandic-gin", label: "Explore the botanicals" }],
  },
  blogPost: {
    title: "Blog Post Not Found",
    message: "The article you're looking for doesn't exist or has moved.",
    links: [],
  },
} as const satisfies Record<string, { title: string; message: string; links: readonly { to: string; label: string }[] }>;

export type NotFoundKind = keyof typeof notFoundPages;

/** Every bottle page of content/bottle-kinds.ts has its copy: a page without one fails to compile here. */
export type BottleNotFoundPages = Pick<typeof notFoundPages, BottlePage>;
