import { describe, expect, it } from "vitest";
import { FALLBACK_COUNT, extractImageSources, fileName, filterProductImages } from "./image-filter";

const shopPage = `
<meta property="og:image" content="https://nammi.is/wp-content/uploads/2024/01/floki-product.jpg">
<img src="/wp-content/uploads/2024/01/floki-single-malt-600x600.jpg">
<img src="./wp-content/uploads/floki-back.png">
<img src="https://nammi.is/wp-content/uploads/2024/01/floki-single-malt-600x600.jpg">
<img src="https://nammi.is/wp-content/themes/nammi/logo.png">
<img src="https://nammi.is/wp-content/uploads/site-icon.png">
<img src="https://nammi.is/assets/banner.jpg">
<img src="https://cdn.example.com/uploads/product-1.jpg">
<img data-src="https://nammi.is/product/viti-thumbnail.jpg">
<img src="data:image/gif;base64,R0lGOD">`;

describe("extractImageSources", () => {
  it("reads img src, data-src, srcset, og:image and markdown images", () => {
    const sources = extractImageSources(
      '<img src="a.jpg" srcset="b.jpg 1x, c.jpg 2x"><img data-src="d.jpg"><meta property="og:image" content="e.jpg">',
      "![x](f.jpg)",
    );
    expect(sources).toEqual(["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg", "f.jpg"]);
  });
});

describe("filterProductImages", () => {
  it("shop site: keeps the shop's product uploads, resolving / and ./ sources against the page origin", () => {
    const result = filterProductImages(extractImageSources(shopPage), {
      pageUrl: "https://nammi.is/?s=Floki&post_type=product",
      source: "nammi",
      shopHost: "nammi.is",
    });
    expect(result).toEqual([
      "https://nammi.is/wp-content/uploads/2024/01/floki-single-malt-600x600.jpg",
      "https://nammi.is/wp-content/uploads/2024/01/floki-product.jpg",
    ]);
  });

  it("other sites: keeps only jpg, jpeg, png and webp", () => {
    const sources = [
      "https://d.is/img/bottle.jpg",
      "https://d.is/img/bottle.JPEG",
      "https://d.is/img/bottle.webp?v=2",
      "https://d.is/img/bottle.gif",
      "https://d.is/img/bottle.svg",
      "https://d.is/img/gin-shot.png",
    ];
    expect(filterProductImages(sources, { pageUrl: "https://d.is", source: "custom", shopHost: "nammi.is" })).toEqual([
      "https://d.is/img/bottle.jpg",
      "https://d.is/img/bottle.JPEG",
      "https://d.is/img/bottle.webp?v=2",
      "https://d.is/img/gin-shot.png",
    ]);
  });

  it("drops logos, favicons, icons and thumbnails", () => {
    const sources = [
      "https://d.is/logo-gin.png",
      "https://d.is/favicon-bottle.png",
      "https://d.is/icons/gin.png",
      "https://d.is/gin-thumbnail.jpg",
      "https://d.is/gin.jpg",
    ];
    expect(filterProductImages(sources, { pageUrl: "https://d.is", source: "custom", shopHost: "nammi.is" })).toEqual([
      "https://d.is/gin.jpg",
    ]);
  });

  it("requires a product word or a size pattern", () => {
    const sources = [
      "https://d.is/team.jpg",
      "https://d.is/landscape-1200x800.jpg",
      "https://d.is/gallery/1.jpg",
      "https://d.is/spirit.png",
      "https://d.is/whisky.webp",
    ];
    expect(filterProductImages(sources, { pageUrl: "https://d.is", source: "custom", shopHost: "nammi.is" })).toEqual([
      "https://d.is/landscape-1200x800.jpg",
      "https://d.is/gallery/1.jpg",
      "https://d.is/spirit.png",
      "https://d.is/whisky.webp",
    ]);
  });

  it("de-duplicates", () => {
    expect(
      filterProductImages(["https://d.is/gin.jpg", "/gin.jpg", "https://d.is/gin.jpg"], {
        pageUrl: "https://d.is/x",
        source: "custom",
        shopHost: "nammi.is",
      }),
    ).toEqual(["https://d.is/gin.jpg"]);
  });

  it("distillery source: keeps addresses naming the product, or bottle or product", () => {
    const sources = [
      "https://flokiwhisky.is/gallery/distillery-hall.jpg",
      "https://flokiwhisky.is/img/floki-single-malt-600x600.jpg",
      "https://flokiwhisky.is/gallery/bottle-shot.jpg",
      "https://flokiwhisky.is/gallery/barley-field.jpg",
    ];
    expect(
      filterProductImages(sources, {
        pageUrl: "https://flokiwhisky.is",
        source: "distillery",
        shopHost: "nammi.is",
        productName: "Flóki Single Malt Whisky",
      }),
    ).toEqual(["https://flokiwhisky.is/img/floki-single-malt-600x600.jpg", "https://flokiwhisky.is/gallery/bottle-shot.jpg"]);
  });

  it("distillery source: falls back to the first 10 when no address names the product", () => {
    const sources = Array.from({ length: 14 }, (_, i) => `https://d.is/gallery/photo-${i}.jpg`);
    const result = filterProductImages(sources, {
      pageUrl: "https://d.is",
      source: "distillery",
      shopHost: "nammi.is",
      productName: "Víti Brennivín",
    });
    expect(result).toHaveLength(FALLBACK_COUNT);
    expect(result[0]).toBe("https://d.is/gallery/photo-0.jpg");
  });
});

describe("fileName", () => {
  it("shows the last path segment", () => {
    expect(fileName("https://nammi.is/wp-content/uploads/2024/01/floki%20gin.jpg?x=1")).toBe("floki gin.jpg");
  });
});
