/**
 * For tests only: stored or written paths that lead, or that a browser or server may read as
 * leading, to another host or scheme.
 */
export const NOT_SAME_SITE = [
  "/\\evil.example",
  "/\\/evil.example",
  "\\/evil.example",
  "//evil.example",
  "///evil.example",
  "/gin//evil.example",
  "/%5Cevil",
  "/%5cevil.example",
  "/%2F%2Fevil.example",
  "/%2fevil.example",
  "javascript:alert(1)",
  "JavaScript:alert(document.domain)",
  "/javascript:alert(1)\\",
  "\t/evil.example",
  "\t//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\u0000/evil.example",
  " /gin/vor-gin",
  "https://evil.example/",
  "http:/evil.example",
  "gin/vor-gin",
  "",
  "#top",
  "?q=gin",
];
