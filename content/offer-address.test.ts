/**
 * An offer's address is always the shop's: the one rule the Prices tab, `npm run offer` and the
 * catalogue check apply (content/offer-address.ts).
 */
import { describe, expect, it } from "vitest";
import { offerAddressProblems, offShopReason, shopHomeOf, shownAddress } from "./offer-address";
import { TEST_SHOPS } from "./offers.test-fixtures";

const NAMMI = "https://nammi.is";

describe("an offer's address", () => {
  const refused: [string, string, string][] = [
    ["another site", "https://evil.example/phish", "leads off the shop: its host is evil.example, not nammi.is"],
    // a Cyrillic а: the parser writes the host as punycode, so the look-alike shows for what it is
    ["a look-alike host", "https://n\u0430mmi.is/vara/x/", "leads off the shop: its host is xn--nmmi-53d.is, not nammi.is"],
    [
      "the shop's name as a subdomain of another site",
      "https://nammi.is.evil.example/",
      "leads off the shop: its host is nammi.is.evil.example, not nammi.is",
    ],
    [
      "the shop's name in the query",
      "https://evil.example/?u=nammi.is",
      "leads off the shop: its host is evil.example, not nammi.is",
    ],
    ["a user name", "https://user@nammi.is/", "carries a user name or password"],
    ["a user name and password", "https://user:pass@nammi.is/vara/x/", "carries a user name or password"],
    ["a data address", "data:text/html,x", "is not an http(s) address"],
    ["a script address", "javascript:alert(1)", "is not an http(s) address"],
    ["no address at all", "nammi.is/vara/x/", "is not an http(s) address"],
    ["a control character", "https://nammi.is/\u0000x", "has a control character, an invisible character or a space"],
    ["a line break", "https://nammi.is/vara/x/\n", "has a control character, an invisible character or a space"],
    ["a zero-width space", "https://nammi.is/va\u200bra/x/", "has a control character, an invisible character or a space"],
    [
      "a port the shop does not use",
      "https://nammi.is:8443/vara/x/",
      "leads off the shop: its host is nammi.is:8443, not nammi.is",
    ],
    ["another subdomain", "https://shop.nammi.is/vara/x/", "leads off the shop: its host is shop.nammi.is, not nammi.is"],
  ];
  for (const [what, address, reason] of refused)
    it(`is refused with ${what}`, () => {
      expect(offShopReason(address, NAMMI)).toBe(reason);
    });

  it("is the shop's own page, with or without www., over http(s), at its default port", () => {
    for (const address of [
      "https://nammi.is/vara/x/",
      "https://www.nammi.is/vara/x/",
      "http://nammi.is/vara/x/",
      "https://NAMMI.is:443/vara/x/?ref=ginsoficeland#reviews",
    ])
      expect(offShopReason(address, NAMMI), address).toBeUndefined();
    // a shop recorded with www. owns the bare host too
    expect(offShopReason("https://vinbudin.is/vara/12345", "https://www.vinbudin.is")).toBeUndefined();
  });

  it("may use a port when the shop's recorded address has it", () => {
    expect(offShopReason("https://shop.example:8443/vara/x/", "https://shop.example:8443")).toBeUndefined();
    expect(offShopReason("https://shop.example/vara/x/", "https://shop.example:8443")).toBe(
      "leads off the shop: its host is shop.example, not shop.example:8443",
    );
  });

  it("is refused when the shop has no address on record", () => {
    expect(offShopReason("https://nammi.is/vara/x/", undefined)).toBe(
      "leads off the shop: the shop has no web address on record",
    );
  });
});

describe("the shop an offer is on", () => {
  it("is the shop's home page, or for the distillery's own shop the distillery's website", () => {
    const [nammi, , , distillery] = TEST_SHOPS;
    expect(shopHomeOf(nammi!, () => "https://flokiwhisky.is")).toBe("https://nammi.is");
    expect(shopHomeOf(distillery!, () => "https://flokiwhisky.is")).toBe("https://flokiwhisky.is");
    expect(shopHomeOf(distillery!, () => undefined)).toBeUndefined();
  });

  it("holds both the product page and the page the price was read from", () => {
    expect(offerAddressProblems({ url: "https://nammi.is/vara/x/", source: "https://nammi.is/flokkur/gin/" }, NAMMI)).toEqual([]);
    expect(offerAddressProblems({ url: "https://evil.example/phish", source: "javascript:alert(1)" }, NAMMI)).toEqual([
      { field: "url", reason: "leads off the shop: its host is evil.example, not nammi.is" },
      { field: "source", reason: "is not an http(s) address" },
    ]);
  });
});

describe("an address in a message", () => {
  it("stays on one line, its control and invisible characters written out", () => {
    expect(shownAddress("https://nammi.is/\u0000x\n\u200b")).toBe("https://nammi.is/\\u{0}x\\u{a}\\u{200b}");
    expect(shownAddress("https://n\u0430mmi.is/")).toBe("https://n\u0430mmi.is/");
  });
});
