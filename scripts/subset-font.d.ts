// subset-font ships without types; the one call scripts/heading-font.ts makes.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "truetype"; keepFeatures?: string[] },
  ): Promise<Buffer>;
}
