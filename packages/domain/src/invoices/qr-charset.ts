/**
 * The QR-bill's payload accepts only the Latin characters of the Swiss Payment Standards: Basic
 * Latin, Latin-1 Supplement, Latin Extended-A, Ș ș Ț ț and €. Everything else is transliterated
 * (Cyrillic by the Swiss passport rules' common reading, other letters without their marks), so a
 * name is never dropped; the letter itself keeps the original spelling.
 */

const ALLOWED = /^[\u0020-\u007E\u00A0-\u00FF\u0100-\u017F\u0218-\u021B\u20AC]$/u;
// What the standard PDF font Helvetica prints (WinAnsi): the QR part's visible text keeps to it.
const LATIN1 = /^[\u0020-\u007E\u00A0-\u00FF]$/u;

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};

function transliterate(char: string, allowed: RegExp): string {
  const lower = char.toLowerCase();
  const latin = CYRILLIC[lower];
  if (latin !== undefined) return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
  // Another script's letter with marks (ǅ, ơ, ...): its base letters, if they are allowed.
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return [...base].every((c) => allowed.test(c)) ? base : '';
}

/**
 * `text` in the QR-bill's character set (with `latin1`, in its Latin-1 part); characters without a
 * Latin reading are left out, spaces collapsed.
 */
export function toQrCharset(text: string, options: { latin1?: boolean } = {}): string {
  const allowed = options.latin1 ? LATIN1 : ALLOWED;
  return [...text.normalize('NFC')]
    .map((char) => (allowed.test(char) ? char : transliterate(char, allowed)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
