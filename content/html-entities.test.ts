import { describe, expect, it } from "vitest";
import { decodeEntities } from "./html-entities";

describe("decodeEntities", () => {
  it("decodes what React and the Markdown renderer escape, each once", () => {
    expect(decodeEntities("Tom &amp; Jerry&#39;s &quot;gin&quot; &lt;b&gt;")).toBe(`Tom & Jerry's "gin" <b>`);
    expect(decodeEntities("it&#x27;s it&apos;s it&rsquo;s a&nbsp;b")).toBe("it's it's it's a b");
  });

  it("does not decode twice", () => {
    expect(decodeEntities("&amp;lt;")).toBe("&lt;");
  });
});
