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

/** The extensions a name may carry for each stored type (the first is the type's own). */
const EXTENSIONS_OF: Record<string, string[]> = {
  pdf: ['pdf'],
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  png: ['png'],
  heic: ['heic', 'heif'],
  heif: ['heif', 'heic'],
  webp: ['webp'],
  txt: ['txt', 'text', 'csv', 'log', 'md'],
  docx: ['docx'],
};

/**
 * The name to store a file of type `extension` by: `fileName` when its extension agrees with the
 * content, with the type's extension added when it has none; null when the name claims another
 * type ("report.pdf" holding text). An extension is a last part of one to five letters or digits
 * with a letter among them ("scan 2027.01" has none).
 */
export function nameForContent(fileName: string, extension: string): string | null {
  const claimed = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase();
  if (!claimed || !/[a-z]/.test(claimed)) return `${fileName}.${extension}`;
  return (EXTENSIONS_OF[extension] ?? [extension]).includes(claimed) ? fileName : null;
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
