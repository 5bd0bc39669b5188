import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition, downloadName, nameForContent } from './file-name.ts';
import { isPlainText } from './file-content.ts';

describe('cleanFileName', () => {
  it.each([
    ['Befund.pdf', 'Befund.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system.ini', 'system.ini'],
    ['a/b\\c.txt', 'c.txt'],
    ['  .hidden.txt ', 'hidden.txt'],
    ['tab\there\u0000nul.txt', 'tabherenul.txt'],
    ['fake\u202Etxt.exe', 'faketxt.exe'],
    ['C1\u0085char.txt', 'C1char.txt'],
    ['', 'file'],
    ['../', 'file'],
    ['Ölbild Müller.png', 'Ölbild Müller.png'],
  ])('%j becomes %j', (raw, clean) => expect(cleanFileName(raw)).toBe(clean));

  it('shortens a long name and keeps its extension', () => {
    const name = cleanFileName(`${'x'.repeat(500)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('download names', () => {
  it('adds the real extension when the name lacks it', () => {
    expect(downloadName('scan', 'webp')).toBe('scan.webp');
    expect(downloadName('Bericht.DOCX', 'docx')).toBe('Bericht.DOCX');
  });

  it('encodes the name for the header, with an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Ольга "x" (1).txt')).toBe(
      `attachment; filename="x (1).txt"; filename*=UTF-8''%D0%9E%D0%BB%D1%8C%D0%B3%D0%B0%20%22x%22%20%281%29.txt`,
    );
  });
});

describe('isPlainText', () => {
  it.each([
    ['Zürich\r\n\tok', true],
    ['with NUL \u0000', false],
    ['escape \u001b[31m', false],
    ['C1 \u0085', false],
  ])('%j is text: %s', (text, expected) => expect(isPlainText(Buffer.from(text, 'utf8'))).toBe(expected));

  it('refuses bytes that are not UTF-8', () => expect(isPlainText(Buffer.from([0xff, 0xfe, 0x41]))).toBe(false));
});

describe('a name and its content agree', () => {
  it.each([
    ['Befund.pdf', 'pdf', 'Befund.pdf'],
    ['foto.JPEG', 'jpg', 'foto.JPEG'],
    ['IMG_1.heif', 'heic', 'IMG_1.heif'],
    ['liste.csv', 'txt', 'liste.csv'],
    ['scan', 'webp', 'scan.webp'],
    ['Scan 2027.01', 'pdf', 'Scan 2027.01.pdf'],
    ['report.pdf', 'txt', null],
    ['setup.exe', 'txt', null],
    ['bild.png', 'jpg', null],
  ])('%j holding %s is stored as %j', (name, extension, stored) => expect(nameForContent(name, extension)).toBe(stored));
});
