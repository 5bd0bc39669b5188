import { z } from 'zod';

/** The file types a customer's files may have, checked by their content (magic bytes), never by their name. */
export const ACCEPTED_FILE_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  // Photos of some phones carry the general HEIF brand (mif1); they are the same kind of picture.
  'image/heif': 'heif',
  'image/webp': 'webp',
  'text/plain': 'txt',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
export type AcceptedFileType = keyof typeof ACCEPTED_FILE_TYPES;

/** One stored file in a customer's list. */
export const customerFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  extension: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type CustomerFile = z.infer<typeof customerFileSchema>;
