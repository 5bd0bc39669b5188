import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';
import { successSchema } from '../validation/success-schema.ts';
import { customerFileSchema } from './customer-files.ts';

/** A customer's files, newest first (never their content). */
export const customerFilesContract = operation({
  method: 'GET',
  path: '/api/staff/customers/:id/files',
  params: idParams,
  response: { 200: z.object({ files: z.array(customerFileSchema) }) },
});

/**
 * The body is a multipart form with one file in the field `file` (one file per request). Its type
 * is told by its content, never by its name or declared type: 415 `UNSUPPORTED_FILE`; 413 above the
 * settings' size per file; 409 `QUOTA_EXCEEDED` when the practice's files would pass the quota.
 */
export const uploadCustomerFileContract = operation({
  method: 'POST',
  path: '/api/staff/customers/:id/files',
  params: idParams,
  response: { 201: z.object({ file: customerFileSchema }) },
});

/** Answers the file's bytes, not JSON: inline for PDF and images, as an attachment otherwise. */
export const customerFileContentContract = operation({ method: 'GET', path: '/api/staff/files/:id', params: idParams });

export const deleteCustomerFileContract = operation({ method: 'DELETE', path: '/api/staff/files/:id', params: idParams, response: { 200: successSchema } });

/** The multipart field that carries the uploaded file. */
export const CUSTOMER_FILE_FIELD = 'file';
