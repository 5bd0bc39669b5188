import { ACCEPTED_FILE_TYPES, type AcceptedFileType } from '@praxis/domain';
import { fileTypeFromBuffer } from 'file-type';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A control character other than tab, line feed and carriage return: C0, DEL, or C1 (UTF-8 `C2 80`–`C2 9F`). */
function hasControlCharacter(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f) return true;
    if (b === 0xc2 && (bytes[i + 1] ?? 0) >= 0x80 && (bytes[i + 1] ?? 0) <= 0x9f) return true;
  }
  return false;
}

/** Whether bytes without magic read as plain text: valid UTF-8 without NUL or other control characters. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (hasControlCharacter(bytes)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The accepted type of `bytes` by their content (magic bytes via file-type; plain text when
 * file-type finds nothing and the bytes are clean UTF-8), or null. The name and the declared
 * type play no part.
 */
export async function detectFileType(bytes: Buffer): Promise<{ mimeType: AcceptedFileType; extension: string } | null> {
  if (bytes.length === 0) return null;
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    return found.mime in ACCEPTED_FILE_TYPES
      ? { mimeType: found.mime as AcceptedFileType, extension: ACCEPTED_FILE_TYPES[found.mime as AcceptedFileType] }
      : null;
  }
  return isPlainText(bytes) ? { mimeType: 'text/plain', extension: ACCEPTED_FILE_TYPES['text/plain'] } : null;
}

/** Types a browser may show in the tab; every other type is sent as a download. */
export const shownInline = (mimeType: string) => mimeType === 'application/pdf' || mimeType.startsWith('image/');
