import { LIMITS } from '@praxis/domain';

// NOTE: control characters (C0, DEL, C1) and the bidirectional overrides that can disguise an extension ("cod.exe" shown as "exe.doc").
const UNWANTED = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * An uploaded file's name as stored and shown: the last part of any path (`/` or `\`), without
 * control or bidi characters, trimmed of spaces and leading dots, at most `LIMITS.uploadName`
 * characters (the end with the extension kept). `file` when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const last = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const name = last
    .replace(UNWANTED, '')
    .trim()
    .replace(/^[.\s]+/, '');
  if (!name) return 'file';
  const chars = Array.from(name);
  if (chars.length <= LIMITS.uploadName) return name;
  const dot = name.lastIndexOf('.');
  const tail = dot > 0 ? Array.from(name.slice(dot)).slice(0, 16) : [];
  return [...chars.slice(0, LIMITS.uploadName - tail.length), ...tail].join('');
}

/** The name to download a file by: its stored name, with the extension of its real type when the name lacks it. */
export function downloadName(fileName: string, extension: string): string {
  return fileName.toLowerCase().endsWith(`.${extension}`) ? fileName : `${fileName}.${extension}`;
}

/** RFC 5987 `ext-value` characters: everything else is percent-encoded. */
const encodeRfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A `Content-Disposition` value with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%;]/g, '')
    .trim();
  return `${kind}; filename="${ascii || 'file'}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
