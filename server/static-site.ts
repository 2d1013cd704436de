/**
 * The pre-rendered site on disk: which file answers which address, and its headers.
 * Built once at start-up so a request is a map lookup.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

export interface SiteFile {
  path: string;
  size: number;
  type: string;
  encodings: { br?: string; gzip?: string };
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Every file below a folder (the build script uses it too). */
export function walk(dir: string, files: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else files.push(full);
  }
  return files;
}

export class StaticSite {
  private files = new Map<string, SiteFile>();

  constructor(readonly root: string) {
    const all = walk(root);
    const present = new Set(all);
    for (const file of all) {
      if (file.endsWith(".br") || file.endsWith(".gz")) continue;
      const url = "/" + relative(root, file).split(sep).join("/");
      this.files.set(url, {
        path: file,
        size: statSync(file).size,
        type: TYPES[extname(file)] ?? "application/octet-stream",
        encodings: {
          br: present.has(`${file}.br`) ? `${file}.br` : undefined,
          gzip: present.has(`${file}.gz`) ? `${file}.gz` : undefined,
        },
      });
    }
  }

  /** The file for a URL path: an exact file, or the page's index.html. */
  lookup(pathname: string): SiteFile | undefined {
    if (pathname.endsWith("/")) return this.files.get(`${pathname}index.html`);
    return this.files.get(pathname) ?? this.files.get(`${pathname}/index.html`);
  }

  /** True when a page (not an asset) exists at this path. */
  hasPage(pathname: string): boolean {
    const clean = pathname.replace(/\/+$/, "") || "/";
    return this.files.has(clean === "/" ? "/index.html" : `${clean}/index.html`);
  }

  read(file: string): Buffer {
    return readFileSync(file);
  }
}
