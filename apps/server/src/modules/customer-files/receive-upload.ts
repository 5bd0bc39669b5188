import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** Room for the multipart boundaries and part headers around the file. */
const FORM_OVERHEAD = 64 * 1024;

const tooLarge = (limit: number) => new AppError('PAYLOAD_TOO_LARGE', `A file may have at most ${Math.floor(limit / (1024 * 1024))} MB.`);

/**
 * The one file of a multipart form in `field`, read up to `limit` bytes: 413 beyond (what is
 * over the limit is read and dropped, never kept), 400 without the field or for a form that
 * cannot be read. A declared length over the limit is refused before anything is read.
 */
export async function receiveUpload(request: FastifyRequest, field: string, limit: number): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_ERROR', `Send the file as the field "${field}" of a multipart form.`);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit + FORM_OVERHEAD) throw tooLarge(limit);
  try {
    const part = await request.file({ limits: { fileSize: limit } });
    if (!part || part.fieldname !== field) throw new AppError('VALIDATION_ERROR', `The form carries no file in the field "${field}".`);
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) throw tooLarge(limit);
    return { fileName: part.filename, bytes: Buffer.concat(chunks) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limit);
    throw new AppError('VALIDATION_ERROR', 'The multipart form cannot be read.');
  }
}
