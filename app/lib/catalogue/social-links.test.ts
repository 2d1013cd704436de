import { describe, expect, it } from "vitest";
import { extractSocialLinks, updateCodeBlock } from "./social-links";

const page = `
<a href="https://www.instagram.com/p/Cxyz/">a post</a>
<a href="https://www.instagram.com/flokiwhisky/">Instagram</a>
<a href="https://www.facebook.com/sharer/sharer.php?u=x">share</a>
<a href="https://www.facebook.com/EimverkDistillery">Facebook</a>
<a href="https://twitter.com/intent/tweet?text=x">tweet</a>
<a href="https://x.com/flokiwhisky">X</a>
<a href="https://www.linkedin.com/company/eimverk-distillery/">LinkedIn</a>
<a href="https://www.youtube.com/watch?v=abc">a video</a>
<a href="https://www.youtube.com/channel/UC123abc">YouTube</a>
<a href="https://www.tiktok.com/@flokiwhisky?lang=en">TikTok</a>`;

describe("extractSocialLinks", () => {
  it("finds one profile per network and skips posts, share and intent links", () => {
    expect(extractSocialLinks(page)).toEqual({
      instagram: "https://www.instagram.com/flokiwhisky/",
      facebook: "https://www.facebook.com/EimverkDistillery",
      twitter: "https://x.com/flokiwhisky",
      linkedin: "https://www.linkedin.com/company/eimverk-distillery/",
      youtube: "https://www.youtube.com/channel/UC123abc",
      tiktok: "https://www.tiktok.com/@flokiwhisky",
    });
  });

  it.each([
    ["twitter.com", '<a href="https://twitter.com/reykjavikspirits">t</a>', { twitter: "https://twitter.com/reykjavikspirits" }],
    [
      "a LinkedIn person page",
      '<a href="https://is.linkedin.com/in/anna-jons">l</a>',
      { linkedin: "https://is.linkedin.com/in/anna-jons" },
    ],
    ["a YouTube c page", '<a href="https://youtube.com/c/Eimverk">y</a>', { youtube: "https://youtube.com/c/Eimverk" }],
    [
      "a YouTube user page",
      '<a href="https://www.youtube.com/user/eimverk/">y</a>',
      { youtube: "https://www.youtube.com/user/eimverk/" },
    ],
    ["a markdown link", "", { instagram: "https://instagram.com/thoran_distillery" }],
  ])("reads %s", (_name, html, expected) => {
    const markdown = html ? "" : "[Instagram](https://instagram.com/thoran_distillery)";
    expect(extractSocialLinks(html, markdown)).toEqual(expected);
  });

  it("finds nothing in a page without profiles", () => {
    expect(extractSocialLinks('<a href="https://example.com">x</a><a href="https://www.tiktok.com/discover">t</a>')).toEqual({});
  });
});

describe("updateCodeBlock", () => {
  it("lists each distillery's found links under a comment with its name and id", () => {
    const block = updateCodeBlock([
      {
        distillery: { id: "eimverk-distillery", name: "Eimverk Distillery", website: "https://flokiwhisky.is" },
        socialMedia: { instagram: "https://instagram.com/flokiwhisky", facebook: "https://facebook.com/Eimverk" },
        status: "success",
      },
      { distillery: { id: "og-natura", name: "Og Natura", website: "https://ognatura.com" }, socialMedia: {}, status: "success" },
      { distillery: { id: "x", name: "X", website: "https://x.is" }, socialMedia: {}, status: "error", error: "down" },
    ]);
    expect(block).toBe(
      "// Eimverk Distillery (eimverk-distillery)\ninstagram: https://instagram.com/flokiwhisky\nfacebook: https://facebook.com/Eimverk",
    );
  });
});
