import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);
const woff = (weight: number) =>
  readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`));

/** The TrueType checksum of a table: the sum of its big-endian 32-bit words, zero-padded. */
function checksum(data: Buffer) {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  for (const weight of [400, 700]) {
    it(`unwraps Noto Sans ${weight}: the header, every table at its length and with its checksum`, () => {
      const src = woff(weight);
      const out = woffToSfnt(src);
      const numTables = src.readUInt16BE(12);
      expect(out.readUInt32BE(0)).toBe(src.readUInt32BE(4)); // the flavor
      expect(out.readUInt16BE(4)).toBe(numTables);
      expect(out.length).toBe(src.readUInt32BE(16)); // WOFF's totalSfntSize
      const tags: string[] = [];
      for (let i = 0; i < numTables; i++) {
        const at = 12 + i * 16;
        const tag = out.subarray(at, at + 4).toString('latin1');
        const offset = out.readUInt32BE(at + 8);
        const table = out.subarray(offset, offset + out.readUInt32BE(at + 12));
        tags.push(tag);
        expect(offset % 4).toBe(0);
        // 'head' is summed with its checkSumAdjustment (bytes 8–11) set to zero.
        const summed =
          tag === 'head' ? Buffer.concat([table.subarray(0, 8), Buffer.alloc(4), table.subarray(12)]) : table;
        expect(checksum(summed), tag).toBe(out.readUInt32BE(at + 4));
      }
      expect(tags).toEqual([...tags].sort());
      expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca']));
    });
  }

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, but long enough to have a header...'))).toThrow(
      'Not a WOFF 1.0 font',
    );
    const src = Buffer.from(woff(400));
    src.writeUInt32BE(1, 44 + 12); // the first table's original length
    expect(() => woffToSfnt(src)).toThrow();
  });
});
