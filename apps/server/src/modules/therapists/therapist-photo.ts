import { LIMITS } from '@praxis/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/** What a photo may be, told by its first bytes (the name and the declared type prove nothing). */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const DECODED_FORMATS = new Set(['jpeg', 'png', 'webp']);

// NOTE: only JPEG, PNG and WebP reach libvips (magic bytes first); its other loaders stay off as well.
sharp.block({ operation: ['VipsForeignLoadNsgif', 'VipsForeignLoadTiff', 'VipsForeignLoadVips', 'VipsForeignLoadSvg', 'VipsForeignLoadHeif'] });

const unsupported = () => new AppError('UNSUPPORTED_FILE', 'The photo must be a JPEG, PNG or WebP image.');

/**
 * Checks an uploaded photo by its magic bytes and scales it to the profile size (cropped to fill,
 * turned upright by its EXIF orientation, metadata dropped) as WebP. 415 `UNSUPPORTED_FILE` for
 * anything else, a broken image or one with more pixels than a camera makes; 413 above 5 MB.
 */
export async function scaleTherapistPhoto(upload: Buffer): Promise<Buffer> {
  if (upload.length > LIMITS.photoBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The photo may have at most 5 MB.');
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ACCEPTED.has(type.mime)) throw unsupported();
  try {
    const image = sharp(upload, { limitInputPixels: LIMITS.photoInputPixels, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !DECODED_FORMATS.has(format)) throw unsupported();
    return await image.rotate().resize(LIMITS.photoWidth, LIMITS.photoHeight, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported();
  }
}
