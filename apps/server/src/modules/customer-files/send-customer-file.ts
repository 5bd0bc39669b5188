import type { CustomerFile } from '@praxis/domain';
import type { FastifyReply } from 'fastify';
import { shownInline } from './file-content.ts';
import { contentDisposition, downloadName } from './file-name.ts';

/** What a file opened in its own tab may do: nothing (no script, no plugin, no form, no origin). */
export const SANDBOX_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";
/**
 * NOTE: Chromium refuses to run its PDF viewer in a sandboxed document (it counts as a plugin), so a
 * PDF gets the same policy without `sandbox`. Its type was proven by its content: it cannot be read
 * as HTML, and the viewer runs PDF scripts apart from the page.
 */
export const PDF_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'";

/** Sends a customer file's bytes: PDFs and images to show in the tab, everything else as a download, never cached or sniffed. */
export function sendCustomerFile(reply: FastifyReply, { file, content }: { file: CustomerFile; content: Buffer }) {
  const inline = shownInline(file.mimeType);
  return reply
    .header('Content-Type', file.mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : file.mimeType)
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', downloadName(file.fileName, file.extension)))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', file.mimeType === 'application/pdf' ? PDF_CSP : SANDBOX_CSP)
    .send(content);
}
