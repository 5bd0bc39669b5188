import { LIMITS } from '../validation/limits.ts';
import { base64ByteLength, decodeBase64, isBase64 } from './base64.ts';

/** Bounds of a drawn signature (`LIMITS`): enough for the signature pad at any screen density, small to print. */
export const SIGNATURE_PNG_LIMITS = { maxBytes: LIMITS.signatureBytes, maxWidth: LIMITS.signatureWidth, maxHeight: LIMITS.signatureHeight } as const;

export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
/** The longest data URL whose PNG can stay within `SIGNATURE_PNG_LIMITS.maxBytes`. */
export const SIGNATURE_DATA_URL_MAX_LENGTH = PNG_DATA_URL_PREFIX.length + Math.ceil(SIGNATURE_PNG_LIMITS.maxBytes / 3) * 4;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The file signature, the IHDR chunk's length and type, and its 13 bytes of data. */
export const PNG_HEADER_BYTES = 29;
// PNG specification 11.2.2: the bit depths each colour type allows.
const BIT_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const MAX_DIMENSION = 2 ** 31 - 1;

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
}

const uint32 = (bytes: Uint8Array, at: number) => bytes[at]! * 2 ** 24 + bytes[at + 1]! * 2 ** 16 + bytes[at + 2]! * 2 ** 8 + bytes[at + 3]!;

/**
 * The image header of a PNG file from its first 29 bytes, or null unless they are the PNG file
 * signature and a well-formed IHDR chunk. Reads no image data, so it is cheap on any input.
 */
export function readPngHeader(bytes: Uint8Array): PngHeader | null {
  if (bytes.length < PNG_HEADER_BYTES || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return null;
  if (uint32(bytes, 8) !== 13 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const width = uint32(bytes, 16);
  const height = uint32(bytes, 20);
  const [bitDepth = 0, colorType = 0, compression, filter, interlace = 0] = bytes.subarray(24, PNG_HEADER_BYTES);
  if (width === 0 || height === 0 || width > MAX_DIMENSION || height > MAX_DIMENSION) return null;
  if (!BIT_DEPTHS[colorType]?.includes(bitDepth) || compression !== 0 || filter !== 0 || interlace > 1) return null;
  return { width, height, bitDepth, colorType, interlaced: interlace === 1 };
}

/**
 * Why a PNG data URL cannot be a drawn signature, or null when it can: not a PNG by its magic
 * bytes and header (`signatureInvalid`), or more bytes or pixels than `SIGNATURE_PNG_LIMITS`
 * (`signatureTooLarge`). Decodes only the header, so a small file that claims a huge image costs nothing.
 */
export function signaturePngProblem(dataUrl: string): 'signatureInvalid' | 'signatureTooLarge' | null {
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX)) return 'signatureInvalid';
  const base64 = dataUrl.slice(PNG_DATA_URL_PREFIX.length);
  if (!isBase64(base64)) return 'signatureInvalid';
  if (base64ByteLength(base64) > SIGNATURE_PNG_LIMITS.maxBytes) return 'signatureTooLarge';
  const header = readPngHeader(decodeBase64(base64.slice(0, Math.ceil(PNG_HEADER_BYTES / 3) * 4)));
  if (!header) return 'signatureInvalid';
  return header.width > SIGNATURE_PNG_LIMITS.maxWidth || header.height > SIGNATURE_PNG_LIMITS.maxHeight ? 'signatureTooLarge' : null;
}
