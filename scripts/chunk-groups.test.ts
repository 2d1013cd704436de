import { describe, expect, it } from "vitest";
import { chunkGroupOf } from "./chunk-groups";

describe("chunk groups", () => {
  for (const root of ["/app", "/work/x"]) {
    describe(`project root ${root}`, () => {
      it("puts the framework in its own chunk", () => {
        expect(chunkGroupOf(root, `${root}/node_modules/react/cjs/react.production.js`)).toBe("framework");
        expect(chunkGroupOf(root, `${root}/node_modules/react-router/dist/production/index.mjs`)).toBe("framework");
      });

      it("puts the site's own folders in the site chunk", () => {
        expect(chunkGroupOf(root, `${root}/app/components/ui/card.tsx`)).toBe("site");
        expect(chunkGroupOf(root, `${root}/content/facts.ts`)).toBe("site");
      });

      it("leaves other packages to Rolldown, whatever folder the checkout is in", () => {
        expect(chunkGroupOf(root, `${root}/node_modules/sonner/dist/index.mjs`)).toBeUndefined();
        expect(chunkGroupOf(root, `${root}/node_modules/@radix-ui/react-dialog/dist/index.mjs`)).toBeUndefined();
        expect(chunkGroupOf(root, `${root}/node_modules/some-lib/app/index.js`)).toBeUndefined();
      });
    });
  }

  it("does not take a sibling checkout's folders for the site's", () => {
    expect(chunkGroupOf("/work/x", "/work/y/app/components/ui/card.tsx")).toBeUndefined();
    expect(chunkGroupOf("/work/x", "/work/xy/app/components/ui/card.tsx")).toBeUndefined();
  });
});
