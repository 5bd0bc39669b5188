// NOTE: the domain also runs in the browser, and its compiler settings know neither Buffer nor atob.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUES = new Map([...ALPHABET].map((char, value): [string, number] => [char, value]));

/** Whether `text` is standard base64: only its alphabet, whole quartets, padding only at the end. */
export function isBase64(text: string): boolean {
  return text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);
}

/** The number of bytes that base64 `text` (checked with `isBase64`) decodes to, without decoding it. */
export function base64ByteLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

/** Decodes base64 `text` checked with `isBase64`; callers slice a prefix to read only a header. */
export function decodeBase64(text: string): Uint8Array {
  const bytes = new Uint8Array(base64ByteLength(text));
  let bits = 0;
  let count = 0;
  let at = 0;
  for (const char of text) {
    if (char === '=') break;
    bits = (bits << 6) | VALUES.get(char)!;
    count += 6;
    if (count >= 8) {
      count -= 8;
      bytes[at++] = (bits >> count) & 0xff;
    }
  }
  return bytes;
}
