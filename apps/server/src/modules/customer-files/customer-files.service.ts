import type { CustomerFile } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/index.ts';
import { findUserById } from '../users/index.ts';
import {
  audit,
  customerFileContent,
  customerFileRow,
  customerFileRows,
  deleteCustomerFile,
  insertCustomerFile,
  lockedFilesBytes,
  type CustomerFileRow,
} from './customer-files.repo.ts';
import { detectFileType } from './file-content.ts';
import { cleanFileName, nameForContent } from './file-name.ts';

const MB = 1024 * 1024;

function present(row: CustomerFileRow): CustomerFile {
  return {
    id: row.id,
    fileName: row.fileName,
    extension: row.extension,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: row.uploadedBy,
  };
}

async function requireCustomer(ctx: AppContext, customerId: number): Promise<void> {
  if (!(await findUserById(ctx.db, customerId))) throw new AppError('NOT_FOUND', 'No such customer.');
}

/** A customer's files, newest first; the read is audited, also when there is nothing to read. */
export async function listFiles(ctx: AppContext, actor: Actor, customerId: number): Promise<CustomerFile[]> {
  await requireCustomer(ctx, customerId);
  const rows = await customerFileRows(ctx.db, customerId);
  await audit(ctx.db, { actorUserId: actor.userId, subjectUserId: customerId, action: 'file.list', detail: { files: rows.length }, at: ctx.now() });
  return rows.map(present);
}

/**
 * Stores an uploaded file for a customer after checking its content (415), its size against the
 * settings (413) and the practice's quota (409, checked under a lock in the inserting transaction).
 * The file, its content and the audit row are written together or not at all. `receive` reads the
 * upload up to the limit it is given; it runs only once the customer is known.
 */
export async function uploadFile(
  ctx: AppContext,
  actor: Actor,
  customerId: number,
  receive: (limitBytes: number) => Promise<{ fileName: string; bytes: Buffer }>,
): Promise<CustomerFile> {
  await requireCustomer(ctx, customerId);
  const upload = await receive((await ctx.settings()).fileMaxMegabytes * MB);
  const type = await detectFileType(upload.bytes);
  if (!type) throw new AppError('UNSUPPORTED_FILE', 'Only PDF, JPEG, PNG, HEIC, WebP, plain text and DOCX files are accepted.');
  const fileName = nameForContent(cleanFileName(upload.fileName), type.extension);
  if (!fileName)
    throw new AppError('FILE_NAME_MISMATCH', `The file's name does not agree with its content (${type.mimeType}).`, [
      { path: '/file', message: 'nameMismatch' },
    ]);
  const id = await ctx.db.transaction(async (tx) => {
    const settings = await ctx.settings(tx);
    if (upload.bytes.length > settings.fileMaxMegabytes * MB)
      throw new AppError('PAYLOAD_TOO_LARGE', `A file may have at most ${settings.fileMaxMegabytes} MB.`);
    const used = await lockedFilesBytes(tx);
    if (used + upload.bytes.length > settings.filesQuotaMegabytes * MB) {
      throw new AppError('QUOTA_EXCEEDED', `The practice's files may take at most ${settings.filesQuotaMegabytes} MB together.`);
    }
    const at = ctx.now();
    const fileId = await insertCustomerFile(tx, { userId: customerId, fileName, ...type, uploadedByUserId: actor.userId, uploadedAt: at }, upload.bytes);
    await audit(tx, { actorUserId: actor.userId, subjectUserId: customerId, action: 'file.upload', detail: { fileId, fileName }, at });
    return fileId;
  });
  return present((await customerFileRow(ctx.db, id))!);
}

/** One file with its content for the reader; the read is audited. */
export async function readFile(ctx: AppContext, actor: Actor, fileId: number): Promise<{ file: CustomerFile; content: Buffer }> {
  const row = await customerFileRow(ctx.db, fileId);
  const content = row && (await customerFileContent(ctx.db, fileId));
  if (!row || !content) throw new AppError('NOT_FOUND', 'No such file.');
  await audit(ctx.db, { actorUserId: actor.userId, subjectUserId: row.userId, action: 'file.read', detail: { fileId, fileName: row.fileName }, at: ctx.now() });
  return { file: present(row), content };
}

/** Deletes a file with its content; 404 when it is gone. */
export async function removeFile(ctx: AppContext, actor: Actor, fileId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await customerFileRow(tx, fileId);
    if (!row || !(await deleteCustomerFile(tx, fileId))) throw new AppError('NOT_FOUND', 'No such file.');
    await audit(tx, { actorUserId: actor.userId, subjectUserId: row.userId, action: 'file.delete', detail: { fileId, fileName: row.fileName }, at: ctx.now() });
  });
}
