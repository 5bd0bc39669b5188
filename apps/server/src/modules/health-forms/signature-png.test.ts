import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngFile } from '../../../test/png-fixtures.ts';
import { isPrintablePng } from './signature-png.ts';

describe('isPrintablePng', () => {
  it('accepts a complete RGBA image', () => {
    expect(isPrintablePng(pngFile(480, 160))).toBe(true);
    expect(isPrintablePng(pngFile(30, 20, { noise: true }))).toBe(true);
  });

  it.each([
    ['image data that is not deflate', pngFile(10, 10, { idat: Buffer.from('not deflate at all') })],
    ['fewer pixels than the header announces', pngFile(10, 10, { idat: deflateSync(Buffer.alloc(41 * 9)) })],
    ['more pixels than the header announces', pngFile(10, 10, { idat: deflateSync(Buffer.alloc(41 * 11)) })],
    ['an unknown row filter', pngFile(10, 10, { idat: deflateSync(Buffer.alloc(41 * 10, 7)) })],
    ['a file cut short', pngFile(10, 10).subarray(0, 50)],
    ['no PNG signature', Buffer.concat([Buffer.from('GIF89a'), pngFile(10, 10).subarray(6)])],
  ])('refuses %s', (_, png) => {
    expect(isPrintablePng(png)).toBe(false);
  });

  it('refuses a palette, interlacing or 16 bits, which a canvas never writes', () => {
    const variant = (offset: number, value: number) => {
      const png = Buffer.from(pngFile(10, 10));
      png[offset] = value;
      return png;
    };
    expect(isPrintablePng(variant(24, 16))).toBe(false);
    expect(isPrintablePng(variant(25, 3))).toBe(false);
    expect(isPrintablePng(variant(28, 1))).toBe(false);
  });
});
