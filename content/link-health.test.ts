import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  isReportedDead,
  markDeadSources,
  readLinkHealth,
  recordCheck,
  reportedDeadUrls,
  type LinkCheck,
  type LinkHealthEntry,
} from "./link-health";
import { sourceSchema } from "./schema";

const source = { id: "visir-2021", title: "Vísir", url: "https://www.visir.is/a", checked: "2026-11-23" };

describe("sourceSchema: archived", () => {
  it("keeps an archived copy's address", () => {
    const archived = "https://web.archive.org/web/2026/https://www.visir.is/a";
    expect(sourceSchema.parse({ ...source, archived })).toEqual({ ...source, archived });
  });
  it("refuses an archived copy that is not an address", () => {
    expect(sourceSchema.safeParse({ ...source, archived: "web archive" }).success).toBe(false);
  });
  it("needs none", () => {
    expect(sourceSchema.safeParse(source).success).toBe(true);
  });
});

const dead: LinkCheck = { status: "dead", detail: "HTTP 404" };
const run = (checks: [string, LinkCheck][]) =>
  checks.reduce<LinkHealthEntry | undefined>((entry, [day, check]) => recordCheck(entry, check, day), undefined);

describe("the three-different-days rule", () => {
  it("reports an address dead on its third failure day, not before", () => {
    const two = run([
      ["2026-11-01", dead],
      ["2026-11-02", dead],
    ]);
    expect(isReportedDead(two)).toBe(false);
    const three = recordCheck(two, dead, "2026-11-03");
    expect(three.failedDays).toEqual(["2026-11-01", "2026-11-02", "2026-11-03"]);
    expect(isReportedDead(three)).toBe(true);
  });

  it("counts a day once however often it fails that day", () => {
    const entry = run([
      ["2026-11-01", dead],
      ["2026-11-01", dead],
      ["2026-11-02", dead],
      ["2026-11-02", { status: "soft 404" }],
    ]);
    expect(entry?.failedDays).toEqual(["2026-11-01", "2026-11-02"]);
    expect(isReportedDead(entry)).toBe(false);
  });

  it("counts a soft 404 as a failure", () => {
    const soft: LinkCheck = { status: "soft 404", detail: "answers like a missing page" };
    expect(
      isReportedDead(
        run([
          ["2026-11-01", soft],
          ["2026-11-02", soft],
          ["2026-11-03", soft],
        ]),
      ),
    ).toBe(true);
  });

  it("forgets the failures when the address answers again", () => {
    const entry = run([
      ["2026-11-01", dead],
      ["2026-11-02", dead],
      ["2026-11-03", { status: "redirected", target: "https://www.visir.is/b" }],
      ["2026-11-04", dead],
    ]);
    expect(entry?.failedDays).toEqual(["2026-11-04"]);
    expect(entry?.lastStatus).toBe("dead");
  });

  it("never counts blocked toward dead, nor lets it forget the failures", () => {
    const entry = run([
      ["2026-11-01", dead],
      ["2026-11-02", { status: "blocked", detail: "HTTP 429" }],
      ["2026-11-03", dead],
    ]);
    expect(entry?.failedDays).toEqual(["2026-11-01", "2026-11-03"]);
    expect(
      isReportedDead(
        run([
          ["2026-11-01", { status: "blocked" }],
          ["2026-11-02", { status: "blocked" }],
          ["2026-11-03", { status: "blocked" }],
        ]),
      ),
    ).toBe(false);
  });

  it("keeps what the last check saw", () => {
    expect(recordCheck(undefined, { status: "redirected", detail: "HTTP 301", target: "https://b.is/" }, "2026-11-05")).toEqual({
      failedDays: [],
      lastChecked: "2026-11-05",
      lastStatus: "redirected",
      lastDetail: "HTTP 301",
      lastTarget: "https://b.is/",
    });
  });
});

describe("the history file as the pages read it", () => {
  const withFile = (text: string, test: (path: string) => void) => {
    const dir = mkdtempSync(join(tmpdir(), "link-health-"));
    try {
      writeFileSync(join(dir, "link-health.json"), text);
      test(join(dir, "link-health.json"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const entry = (failedDays: string[]): LinkHealthEntry => ({ failedDays, lastChecked: "2026-11-03", lastStatus: "dead" });

  it("marks the sources whose address is reported dead", () => {
    const history = {
      "https://www.visir.is/a": entry(["2026-11-01", "2026-11-02", "2026-11-03"]),
      "https://www.visir.is/b": entry(["2026-11-02", "2026-11-03"]),
    };
    withFile(JSON.stringify(history), (path) => {
      const dead = reportedDeadUrls(readLinkHealth(path));
      expect([...dead]).toEqual(["https://www.visir.is/a"]);
      const b = { ...source, id: "b", url: "https://www.visir.is/b" };
      expect(markDeadSources([source, b], dead)).toEqual([{ ...source, dead: true }, b]);
    });
  });

  it("is empty when there is no file yet", () => {
    expect(readLinkHealth(join(tmpdir(), "no-such-folder", "link-health.json"))).toEqual({});
  });

  it("fails naming the file when it is malformed", () => {
    withFile(JSON.stringify({ "https://a.is/": { failedDays: ["yesterday"] } }), (path) => {
      expect(() => readLinkHealth(path)).toThrow(/link-health\.json: .*failedDays/);
    });
  });

  it("the committed history is valid", () => {
    expect(() => readLinkHealth()).not.toThrow();
  });
});
