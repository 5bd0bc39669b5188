import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of `width` × `height` 8-bit RGBA pixels: transparent, or random (`noise`, which does not
 * compress). `idat` replaces the compressed image data, e.g. with garbage or with a few bytes for
 * a header that claims a huge image.
 */
export function pngFile(width: number, height: number, options: { noise?: boolean; idat?: Buffer } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const row = 1 + width * 4;
  const raw = options.idat ? null : options.noise ? randomBytes(row * height) : Buffer.alloc(row * height);
  if (raw) for (let at = 0; at < raw.length; at += row) raw[at] = 0;
  const idat = options.idat ?? deflateSync(raw!);
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** `bytes` as a data URL of `type`. */
export const dataUrlOf = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
