import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// NOTE: pdfkit's built-in fonts cannot write Cyrillic; DejaVu covers all six languages.
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * A pdfkit document (A4 portrait unless told) with the fonts `body` and `bold` (DejaVu Sans) registered, and the file
 * it becomes once `doc.end()` is called.
 */
export function createPdfDocument(options: { margin: number; title: string; author: string; size?: 'A4' | 'A5'; layout?: 'portrait' | 'landscape' }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    layout: options.layout ?? 'portrait',
    margin: options.margin,
    info: { Title: options.title, Author: options.author },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
