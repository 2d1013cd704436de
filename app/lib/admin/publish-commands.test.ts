import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { listAdminDistilleries, listDistilleries, listPredefinedSpirits } from "../../../content/index";
import { contentPaths } from "../routing/prerender-paths";
import { parseOfferArgs } from "../../../scripts/offer";
import { parsePhotoArgs, resolvePhotoTarget } from "../../../scripts/photo";
import { offerCommand, photoCommand, socialCommand, WRITABLE_NETWORKS } from "./publish-commands";
import { listPhotoTargets, listPriceCheckBottles, photoPathOf } from "./publish-targets";
import { shellQuote, shellWord } from "./shell";

/** The arguments a POSIX shell hands the program for this command line (nothing else runs). */
const argvOf = (commandLine: string, program: string): string[] => {
  expect(commandLine.startsWith(`${program} `)).toBe(true);
  const out = execFileSync("sh", ["-c", `set -- ${commandLine.slice(program.length + 1)}; printf '%s\\0' "$@"`], {
    encoding: "utf8",
  });
  return out.split("\0").slice(0, -1);
};
/** argvOf for many command lines in one shell: a shell per bottle took over 5 s on a busy machine. */
const argvsOf = (commandLines: string[], program: string): string[][] => {
  for (const line of commandLines) expect(line.startsWith(`${program} `)).toBe(true);
  const script = commandLines.map((line) => `set -- ${line.slice(program.length + 1)}; printf '%s\\0' "$@"; printf '\\036'`);
  const out = execFileSync("sh", ["-c", script.join("\n")], { encoding: "utf8" });
  return out
    .split("\x1e")
    .slice(0, -1)
    .map((argv) => argv.split("\0").slice(0, -1));
};

describe("shell quoting", () => {
  const nasty = [
    "https://example.is/o'lafsson.jpg",
    "https://example.is/$(touch /tmp/pwned)$HOME.jpg",
    "https://example.is/a b\tc.jpg",
    "https://example.is/`id`.jpg",
    "https://example.is/x.jpg;rm -rf ~",
    "it's \\ \"quoted\" ''",
    "",
  ];
  for (const value of nasty)
    it(`round-trips ${JSON.stringify(value)} as one argument`, () => {
      expect(argvOf(`echo ${shellQuote(value)}`, "echo")).toEqual([value]);
      expect(argvOf(`echo ${shellWord(value)}`, "echo")).toEqual([value]);
    });
  it("leaves plain page paths bare and quotes anything else", () => {
    expect(shellWord("/gin/olafsson-gin")).toBe("/gin/olafsson-gin");
    expect(shellWord("/gin/a b")).toBe("'/gin/a b'");
    expect(shellQuote("https://example.is/o'l.jpg")).toBe(`'https://example.is/o'\\''l.jpg'`);
  });
});

describe("npm run photo command", () => {
  it("is exact for the brief's example", () => {
    expect(photoCommand("/gin/olafsson-gin", "https://www.example.is/olafsson.jpg")).toBe(
      "npm run photo -- /gin/olafsson-gin 'https://www.example.is/olafsson.jpg' --credit 'example.is'",
    );
  });
  it("maps each predefined spirit to its bottle page", () => {
    expect(listPredefinedSpirits().map((spirit) => photoPathOf(spirit.slug))).toEqual([
      "/spirit/floki-single-malt-whisky",
      "/spirit/viti-brennivin",
    ]);
  });
  it("offers every bottle once and every distillery, each at a page the site has", () => {
    const targets = listPhotoTargets();
    const pages = new Set(contentPaths());
    for (const target of targets) expect(pages, target.path).toContain(target.path);
    expect(new Set(targets.map((t) => t.path)).size).toBe(targets.length);
    expect(targets.filter((t) => t.group === "Distilleries")).toHaveLength(listDistilleries().length);
    // The gin of the spirit table goes by its gin address, the one indexable page.
    expect(targets.map((t) => t.path)).toContain("/gin/og-natura-gin");
    expect(targets.map((t) => t.path)).not.toContain("/spirit/og-natura-gin");
  });
  it("hands the CLI exactly the page, the URL and the credit for every target, whatever the URL holds", () => {
    const url = "https://nammi.is/wp-content/uploads/it's $HOME `id`.jpg";
    const targets = listPhotoTargets();
    const argvs = argvsOf(
      targets.map((target) => photoCommand(target.path, url)),
      "npm run photo --",
    );
    targets.forEach((target, i) => expect(argvs[i]).toEqual([target.path, url, "--credit", "nammi.is"]));
  });
  it("is a command scripts/photo.ts accepts, for the record the page shows", () => {
    const url = "https://nammi.is/wp-content/uploads/olafsson.jpg";
    const targets = listPhotoTargets();
    const argvs = argvsOf(
      targets.map((target) => photoCommand(target.path, url)),
      "npm run photo --",
    );
    for (const [i, target] of targets.entries()) {
      const args = parsePhotoArgs(argvs[i]!);
      expect(args).toEqual({ pagePath: target.path, image: url, credit: "nammi.is", source: undefined });
      expect(resolvePhotoTarget(args.pagePath).slug).toBe(target.path.split("/").pop());
    }
  });
});

describe("npm run social command", () => {
  const found = {
    instagram: "https://www.instagram.com/flokiwhisky/",
    facebook: "https://www.facebook.com/EimverkDistillery",
    twitter: "https://x.com/flokiwhisky",
    linkedin: "https://www.linkedin.com/company/eimverk",
    youtube: "https://www.youtube.com/channel/UCfloki",
    tiktok: "https://www.tiktok.com/@flokiwhisky",
  };
  it("writes only the networks a distillery page shows and sources", () => {
    expect(WRITABLE_NETWORKS).toEqual(["facebook", "instagram", "linkedin", "youtube"]);
    expect(socialCommand("eimverk-distillery", found)).toBe(
      "npm run social -- /all-distillery/eimverk-distillery --facebook 'https://www.facebook.com/EimverkDistillery' --instagram 'https://www.instagram.com/flokiwhisky/' --linkedin 'https://www.linkedin.com/company/eimverk' --youtube 'https://www.youtube.com/channel/UCfloki'",
    );
  });
  it("is null when nothing it could write was found", () => {
    expect(socialCommand("og-natura", {})).toBeNull();
    expect(socialCommand("og-natura", { twitter: found.twitter })).toBeNull();
  });
  it("names each admin distillery's page", () => {
    for (const distillery of listAdminDistilleries())
      expect(argvOf(socialCommand(distillery.id, { facebook: found.facebook })!, "npm run social --")).toEqual([
        `/all-distillery/${distillery.id}`,
        "--facebook",
        found.facebook,
      ]);
  });
});

describe("npm run offer command", () => {
  const offer = { shop: "nammi", url: "https://nammi.is/vara/vor-gin/", price: 8990, currency: "ISK", sizeMl: 700 };
  it("is exact for a bottle in stock, checked today", () => {
    expect(offerCommand("/gin/vor-gin", offer)).toBe(
      "npm run offer -- /gin/vor-gin --shop nammi --url 'https://nammi.is/vara/vor-gin/' --price 8990 --currency ISK --size 700",
    );
  });
  it("hands the CLI exactly the values, whatever the addresses hold", () => {
    const url = "https://nammi.is/vara/it's-vor-gin/?a=1&b=2;$(id)`id`";
    const source = "https://nammi.is/?s=vor&post_type=product&x='y'";
    const command = offerCommand("/gin/vor-gin", {
      ...offer,
      url,
      price: 7990.5,
      inStock: false,
      checked: "2026-11-20",
      source,
    });
    const argv = argvOf(command, "npm run offer --");
    expect(argv).toEqual([
      "/gin/vor-gin",
      "--shop",
      "nammi",
      "--url",
      url,
      "--price",
      "7990.5",
      "--currency",
      "ISK",
      "--size",
      "700",
      "--sold-out",
      "--checked",
      "2026-11-20",
      "--source",
      source,
    ]);
    expect(parseOfferArgs(argv)).toEqual({
      pagePath: "/gin/vor-gin",
      shop: "nammi",
      url,
      price: "7990.5",
      currency: "ISK",
      size: "700",
      soldOut: true,
      checked: "2026-11-20",
      source,
    });
  });
  it("leaves out what is not given", () => {
    const { sizeMl: _, ...withoutSize } = offer;
    expect(argvOf(offerCommand("/spirit/brennivin", withoutSize), "npm run offer --")).toEqual([
      "/spirit/brennivin",
      "--shop",
      "nammi",
      "--url",
      offer.url,
      "--price",
      "8990",
      "--currency",
      "ISK",
    ]);
  });
  it("hands the CLI exactly the page and the offer for every bottle, whatever the scraped URL holds", () => {
    const url = "https://nammi.is/vara/it's $HOME `id`;rm -rf ~/";
    const bottles = listPriceCheckBottles();
    const argvs = argvsOf(
      bottles.map((bottle) =>
        offerCommand(bottle.pagePath, { shop: "nammi", url, price: 10990, currency: "ISK", sizeMl: 500, inStock: false }),
      ),
      "npm run offer --",
    );
    bottles.forEach((bottle, i) =>
      expect(argvs[i]).toEqual([
        bottle.pagePath,
        "--shop",
        "nammi",
        "--url",
        url,
        "--price",
        "10990",
        "--currency",
        "ISK",
        "--size",
        "500",
        "--sold-out",
      ]),
    );
    expect(argvs).toHaveLength(bottles.length);
  });
});
