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

/** A person's names as one part of a PDF's file name: "Anna-Muster", letters and digits kept in any script, the rest a dash. */
export function fileNamePart(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName]
    .filter(Boolean)
    .join('-')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}-]+/gu, '-');
}
