import { inflateSync } from 'node:zlib';
import { PNG_DATA_URL_PREFIX, readPngHeader } from '@praxis/domain';

// What a canvas writes: 8-bit grey, RGB, grey + alpha or RGBA, not interlaced, no palette.
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };
const REFUSED_CHUNKS = new Set(['PLTE', 'tRNS']);
const LAST_FILTER_TYPE = 4;

/** The IDAT data of a PNG whose chunks lie within the file and end with IEND, else null. */
function imageData(png: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > png.length || REFUSED_CHUNKS.has(type)) return null;
    if (type === 'IEND') return Buffer.concat(parts);
    if (type === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at = end;
  }
  return null;
}

/**
 * Whether a signature PNG (header already checked against the limits by the domain schema) decodes
 * completely into exactly the pixels its header announces. NOTE: pdfkit inflates image data in a
 * callback and throws there, so an undecodable image would crash the process while a PDF is written.
 */
export function isPrintablePng(png: Buffer): boolean {
  const header = readPngHeader(png);
  const channels = header ? CHANNELS[header.colorType] : undefined;
  if (!header || !channels || header.bitDepth !== 8 || header.interlaced) return false;
  const data = imageData(png);
  if (!data) return false;
  const row = 1 + header.width * channels;
  const expected = row * header.height;
  let pixels: Buffer;
  try {
    pixels = inflateSync(data, { maxOutputLength: expected });
  } catch {
    return false;
  }
  if (pixels.length !== expected) return false;
  for (let at = 0; at < expected; at += row) if (pixels[at]! > LAST_FILTER_TYPE) return false;
  return true;
}

/** The PNG of a drawn signature's data URL. */
export const signaturePng = (dataUrl: string) => Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64');
