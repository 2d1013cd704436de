/**
 * Whether a value may become a link or a navigation as a path on this site: it starts with one
 * `/`, and has nothing a browser reads as another host or drops: no `//` (a host follows), no `\`
 * (browsers read it as `/`, so `/\evil.example` is `//evil.example`), no encoded slash or
 * backslash (`%2F`, `%5C`: some servers and routers decode them) and no control characters
 * (browsers drop tabs and line breaks, so `/\t/evil.example` is `//evil.example`). For values kept
 * in the browser's storage or read from markup, which anyone with the device or the file can edit.
 */
export const isSameSitePath = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith("/") && !value.includes("//") && !/[\\\p{Cc}]|%(?:2f|5c)/iu.test(value);
