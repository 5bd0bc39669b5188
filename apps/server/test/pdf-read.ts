import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';

/** The text of a PDF, by poppler's pdftotext (layout kept). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
}

/** The text of a PDF as pdf.js reads it (pdf-parse): what a browser's viewer finds in it. */
export async function pdfJsText(pdf: Buffer): Promise<string> {
  // A copy: pdf.js may take over (detach) the buffer it is given.
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * The text of a PDF and the payload of the QR code on its first page (rendered by poppler's
 * pdftoppm at 150 dpi, read by jsQR), split into its lines.
 */
export async function readPdfWithQr(pdf: Buffer): Promise<{ text: string; qr: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-read-'));
  try {
    writeFileSync(join(dir, 'document.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', join(dir, 'document.pdf'), join(dir, 'page')]);
    const { data, info } = await sharp(readFileSync(join(dir, 'page.png')))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    if (!code) throw new Error('no QR code found on the first page');
    return { text: pdfText(pdf), qr: code.data.split(/\r?\n/) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
