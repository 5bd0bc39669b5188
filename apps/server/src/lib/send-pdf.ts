import type { FastifyReply } from 'fastify';

/** Sends a PDF to open in the browser, named with an ASCII fallback and the UTF-8 name, never cached. */
export function sendPdf(reply: FastifyReply, file: { pdf: Buffer; fileName: string }) {
  const ascii = file.fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/"/g, '');
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('Cache-Control', 'no-store')
    .send(file.pdf);
}
