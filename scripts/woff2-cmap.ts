/**
 * The characters a WOFF2 face draws, read from its cmap: for tests that check a cut face covers the
 * letters it must, whatever bytes the cutting library's release writes (opentype.js reads no WOFF2).
 * WOFF2 (https://www.w3.org/TR/WOFF2/) keeps cmap untransformed in one Brotli stream of all tables.
 */
import { brotliDecompressSync } from "node:zlib";

const HEADER_BYTES = 48;
/** Index of the known tags (WOFF2 §5.1) whose transform version 0 means transformed. */
const GLYF = 10;
const LOCA = 11;

function readBase128(data: Buffer, at: number): [value: number, next: number] {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = data[at + i]!;
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) return [value, at + i + 1];
  }
  throw new Error("WOFF2: a UIntBase128 longer than 5 bytes");
}

/** The raw cmap table of a WOFF2 face. */
function woff2Cmap(font: Buffer): Buffer {
  if (font.toString("latin1", 0, 4) !== "wOF2") throw new Error("not a WOFF2 face");
  const numTables = font.readUInt16BE(12);
  const compressedLength = font.readUInt32BE(20);
  let at = HEADER_BYTES;
  const tables: { tag: number | string; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = font[at++]!;
    const index = flags & 0x3f;
    const transform = flags >> 6;
    let tag: number | string = index;
    if (index === 63) {
      tag = font.toString("latin1", at, at + 4);
      at += 4;
    }
    let length;
    [length, at] = readBase128(font, at);
    const transformed = index === GLYF || index === LOCA ? transform !== 3 : transform !== 0;
    if (transformed) [length, at] = readBase128(font, at);
    tables.push({ tag, length });
  }
  const stream = brotliDecompressSync(font.subarray(at, at + compressedLength));
  let offset = 0;
  for (const { tag, length } of tables) {
    if (tag === 0 || tag === "cmap") return stream.subarray(offset, offset + length);
    offset += length;
  }
  throw new Error("WOFF2: no cmap table");
}

/** Every code point the face maps to a glyph (cmap formats 4 and 12, Unicode or Windows Unicode). */
export function woff2CodePoints(font: Buffer): Set<number> {
  const cmap = woff2Cmap(font);
  const points = new Set<number>();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const table = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    const format = table.readUInt16BE(0);
    if (format === 4) {
      const segments = table.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const end = table.readUInt16BE(ends + s * 2);
        const start = table.readUInt16BE(starts + s * 2);
        const delta = table.readUInt16BE(deltas + s * 2);
        const rangeOffset = table.readUInt16BE(rangeOffsets + s * 2);
        for (let code = start; code <= end && code !== 0xffff; code++) {
          const glyph =
            rangeOffset === 0
              ? (code + delta) & 0xffff
              : table.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
          if (glyph !== 0) points.add(code);
        }
      }
    } else if (format === 12) {
      const groups = table.readUInt32BE(12);
      for (let g = 0; g < groups; g++) {
        const start = table.readUInt32BE(16 + g * 12);
        const end = table.readUInt32BE(20 + g * 12);
        if (table.readUInt32BE(24 + g * 12) === 0 && start === end) continue;
        for (let code = start; code <= end; code++) points.add(code);
      }
    }
  }
  return points;
}
