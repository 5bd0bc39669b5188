import { z } from 'zod';
import { calendarDate, freeText, idParam, idParams } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import { operation } from '../validation/operation-contract.ts';
import { successSchema } from '../validation/success-schema.ts';

// The audit viewer's and the data export's and erasure's contracts (issue 18 parts 4 and 5).

/** A person an audit row names: the actor or the customer whose data it was. */
const personSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** One row of the audit log as the viewer shows it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: personSchema,
  subject: personSchema,
  /** What was done, e.g. `health_form.read`, `journal.save`, `privacy.erase`. */
  action: z.string(),
  /** Old and new values or a short note, as stored (JSON text or plain text). */
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Filters of the audit viewer: a customer, a staff member, a range of days (practice zone, both included). */
export const auditQuerySchema = z
  .object({
    customerId: idParam.optional(),
    actorId: idParam.optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'rangeReversed', path: ['to'] });
export type AuditQuery = z.input<typeof auditQuerySchema>;

/**
 * The audit log, newest first, at most `LIMITS.auditRows`; with `Accept: text/csv` the same rows as
 * a CSV file. Reading it writes an `audit.read` row.
 */
export const auditLogContract = operation({
  method: 'GET',
  path: '/api/admin/audit',
  querystring: auditQuerySchema,
  response: { 200: z.object({ entries: z.array(auditEntrySchema) }) },
});

/** Answers a ZIP file, not JSON. */
export const customerExportContract = operation({ method: 'GET', path: '/api/admin/customers/:id/export', params: idParams });

/** What an erasure removed and what it kept for the accounting (row counts). */
export const eraseResultSchema = z.object({
  removed: z.object({
    healthForms: z.number().int(),
    journalVersions: z.number().int(),
    drawings: z.number().int(),
    files: z.number().int(),
    sessions: z.number().int(),
    loginLinks: z.number().int(),
    exportLinks: z.number().int(),
  }),
  kept: z.object({
    bookings: z.number().int(),
    payments: z.number().int(),
    invoices: z.number().int(),
    receipts: z.number().int(),
    vouchers: z.number().int(),
  }),
});
export type EraseResult = z.infer<typeof eraseResultSchema>;

export const eraseCustomerContract = operation({
  method: 'POST',
  path: '/api/admin/customers/:id/erase',
  params: idParams,
  body: z.object({ reason: freeText(LIMITS.reason).optional() }).default({}),
  response: { 200: eraseResultSchema },
});

/** A customer asks for a copy of their data: a mail with a one-time link, valid 24 hours. */
export const exportRequestContract = operation({ method: 'POST', path: '/api/profile/export-request', response: { 200: successSchema } });

/**
 * The one-time link's download (answers a ZIP file): a POST from the link's page, so a mail
 * scanner or link preview that opens the link gets the page, neither the data nor the token's use.
 */
export const ownExportContract = operation({
  method: 'POST',
  path: '/api/profile/export',
  body: z.object({
    token: z
      .string()
      .min(LIMITS.tokenMin)
      .max(LIMITS.token)
      .regex(/^[A-Za-z0-9_-]+$/),
  }),
});

/** How long an export link stays valid. */
export const EXPORT_LINK_HOURS = 24;
/** Export requests per user and hour. */
export const EXPORT_REQUESTS_PER_HOUR = 3;

/** The name erased customers carry on the accounting records that keep them ("erased customer #12"). */
export const erasedName = (id: number) => ({ firstName: 'erased customer', lastName: `#${id}` });
