import { describe, expect, it } from "vitest";
import { listBlogPosts } from "@content/index";
import { textFromHtml } from "./seo";
import { wholeWordDescription } from "./description";

describe("wholeWordDescription", () => {
  it("keeps a text that fits", () => {
    expect(wholeWordDescription("Short and whole.")).toBe("Short and whole.");
  });

  it("cuts back to the last whole word and marks the cut", () => {
    const text = "Pour a measure over ice, add tonic and it shimmers from blue to pink";
    expect(wholeWordDescription(text, 40)).toBe("Pour a measure over ice, add tonic and…");
    expect(wholeWordDescription(text, 40).length).toBeLessThanOrEqual(40);
  });

  it("drops punctuation left before the cut", () => {
    expect(wholeWordDescription("One, two, three, four", 14)).toBe("One, two…");
  });

  it("every blog post's description is at most 160 characters and ends on a whole word", () => {
    for (const post of listBlogPosts().filter((p) => p.content)) {
      const text = textFromHtml(post.content!);
      const description = wholeWordDescription(text);
      expect(description.length, post.slug).toBeLessThanOrEqual(160);
      const kept = description.replace(/…$/, "");
      expect(text.startsWith(kept), post.slug).toBe(true);
      // the next character of the text after what was kept is not a letter: no word was cut
      expect(text.charAt(kept.length), post.slug).not.toMatch(/[\p{L}\p{N}]/u);
    }
  });
});
