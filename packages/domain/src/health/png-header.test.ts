import { describe, expect, it } from 'vitest';
import { base64ByteLength, decodeBase64, isBase64 } from './base64.ts';
import { PNG_DATA_URL_PREFIX, readPngHeader, SIGNATURE_PNG_LIMITS, signaturePngProblem } from './png-header.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function encode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.subarray(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    out += [18, 12, 6, 0].map((shift, k) => (k <= bytes.length - i ? ALPHABET[(n >> shift) & 63] : '=')).join('');
  }
  return out;
}

/** The first bytes of a PNG: file signature and IHDR (CRC and image data do not matter here). */
function pngHeader(width: number, height: number, { bitDepth = 8, colorType = 6, interlace = 0 } = {}, extra = 16): Uint8Array {
  const bytes = new Uint8Array(29 + extra);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  bytes.set([bitDepth, colorType, 0, 0, interlace], 24);
  return bytes;
}
const dataUrl = (bytes: Uint8Array) => PNG_DATA_URL_PREFIX + encode(bytes);
const ONE_PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('base64', () => {
  it.each([
    ['TWFu', 'Man'],
    ['TWE=', 'Ma'],
    ['TQ==', 'M'],
    ['', ''],
  ])('decodes %s', (text, plain) => {
    expect(isBase64(text)).toBe(true);
    expect(base64ByteLength(text)).toBe(plain.length);
    expect(String.fromCharCode(...decodeBase64(text))).toBe(plain);
  });

  it.each(['TWF', 'TW=u', 'TQ===', 'T Fu', 'TWF-', 'TWFu\n'])('refuses %j', (text) => {
    expect(isBase64(text)).toBe(false);
  });

  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect([...decodeBase64(encode(bytes))]).toEqual([...bytes]);
  });
});

describe('readPngHeader', () => {
  it('reads size, depth, colour type and interlacing', () => {
    expect(readPngHeader(pngHeader(480, 160))).toEqual({ width: 480, height: 160, bitDepth: 8, colorType: 6, interlaced: false });
    expect(readPngHeader(pngHeader(20000, 20000, { colorType: 3, bitDepth: 4, interlace: 1 }))).toMatchObject({ width: 20000, colorType: 3, interlaced: true });
    expect(readPngHeader(pngHeader(2 ** 31 - 1, 1))?.width).toBe(2 ** 31 - 1);
  });

  it.each([
    ['a JPEG', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(40).fill(0)])],
    ['a GIF', Uint8Array.from([...'GIF89a'].map((c) => c.charCodeAt(0)).concat(new Array(40).fill(0)))],
    ['a truncated header', pngHeader(10, 10).subarray(0, 28)],
    ['a zero width', pngHeader(0, 10)],
    ['a width beyond 2^31 - 1', pngHeader(2 ** 31, 10)],
    ['a bit depth the colour type does not allow', pngHeader(10, 10, { colorType: 6, bitDepth: 4 })],
    ['an unknown colour type', pngHeader(10, 10, { colorType: 5 })],
    ['an unknown interlace method', pngHeader(10, 10, { interlace: 2 })],
  ])('refuses %s', (_, bytes) => {
    expect(readPngHeader(bytes)).toBeNull();
  });

  it('refuses a first chunk other than IHDR', () => {
    const bytes = pngHeader(10, 10);
    bytes.set([0x49, 0x44, 0x41, 0x54], 12);
    expect(readPngHeader(bytes)).toBeNull();
  });
});

describe('signaturePngProblem', () => {
  it('accepts a PNG within the bounds', () => {
    expect(signaturePngProblem(ONE_PIXEL)).toBeNull();
    expect(signaturePngProblem(dataUrl(pngHeader(SIGNATURE_PNG_LIMITS.maxWidth, SIGNATURE_PNG_LIMITS.maxHeight)))).toBeNull();
  });

  it.each([
    ['another image type', ONE_PIXEL.replace('image/png', 'image/svg+xml')],
    ['a JPEG labelled PNG', dataUrl(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(40).fill(1)]))],
    ['text labelled PNG', `${PNG_DATA_URL_PREFIX}aGVsbG8gd29ybGQsIHRoaXMgaXMgbm90IGFuIGltYWdlIGF0IGFsbA==`],
    ['broken base64', `${ONE_PIXEL}A`],
    ['padding in the middle', ONE_PIXEL.replace('iVBO', 'iV==')],
    ['no image data', PNG_DATA_URL_PREFIX],
  ])('calls %s invalid', (_, url) => {
    expect(signaturePngProblem(url)).toBe('signatureInvalid');
  });

  it.each([
    ['too wide', pngHeader(SIGNATURE_PNG_LIMITS.maxWidth + 1, 10)],
    ['too high', pngHeader(10, SIGNATURE_PNG_LIMITS.maxHeight + 1)],
    ['20000 × 20000 pixels', pngHeader(20000, 20000)],
    ['more than 200 KB', pngHeader(100, 100, {}, SIGNATURE_PNG_LIMITS.maxBytes)],
  ])('calls a PNG of %s too large', (_, bytes) => {
    expect(signaturePngProblem(dataUrl(bytes))).toBe('signatureTooLarge');
  });

  it('accepts exactly 200 KB', () => {
    expect(signaturePngProblem(dataUrl(pngHeader(100, 100, {}, SIGNATURE_PNG_LIMITS.maxBytes - 29)))).toBeNull();
  });
});
