import { describe, expect, it } from "vitest";
import { clientKey, proxyTrust } from "./connections";

describe("the trusted proxy", () => {
  const isProxy = proxyTrust(["127.0.0.2", "10.0.0.0/8", "fd00::/8"]);

  it.each([
    ["127.0.0.2", true],
    ["::ffff:127.0.0.2", true],
    ["10.200.3.4", true],
    ["fd12:3456::1", true],
    ["127.0.0.1", false],
    ["11.0.0.1", false],
    ["fe80::1", false],
    [undefined, false],
  ])("%s is the proxy: %s", (address, trusted) => {
    expect(isProxy(address)).toBe(trusted);
  });

  it("is no one when TRUST_PROXY is unset", () => {
    expect(proxyTrust([])("127.0.0.1")).toBe(false);
  });
});

describe("client keys", () => {
  it("counts an IPv4 address on its own and an IPv6 address by its /64", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    // A dual-stack socket's IPv4 client is the same client as its X-Forwarded-For IPv4 form.
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("2001:db8:0:12::1")).toBe(clientKey("2001:0db8:0000:0012:ffff:1:2:3"));
    expect(clientKey("2001:db8:0:12::1")).not.toBe(clientKey("2001:db8:0:13::1"));
    expect(clientKey("2001:db8:0:12::1")).toBe("2001:db8:0:12::");
    expect(clientKey("::1")).toBe("::");
  });
});
