import { certificateDue } from '@praxis/domain';
import { defineJob } from '../../core/jobs.ts';
import type { AppContext } from '../../core/app-context.ts';
import { certificatesToMail } from './vouchers.repo.ts';
import { mailCertificate } from './vouchers.service.ts';

/**
 * Paid vouchers to be e-mailed whose certificate has not gone out (section 9: within 24 hours of
 * the payment). The payment sends it at once in its own transaction; this catches any that did
 * not (claimed with SELECT … FOR UPDATE SKIP LOCKED, sent and marked in one transaction).
 */
export async function mailDueCertificates(ctx: AppContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const due = (await certificatesToMail(tx)).filter(
      (v) => certificateDue({ confirmedAt: v.confirmedAt, sentAt: v.sentAt, archived: v.archivedAt !== null, shipBy: v.shipBy }, now) === 'mailNow',
    );
    for (const voucher of due) await mailCertificate(ctx, tx, voucher);
    return due.length;
  });
}

export const voucherJobs = [
  defineJob({ name: 'voucher-certificates', everySeconds: 300, run: (ctx) => mailDueCertificates(ctx), afterWork: (ctx) => ctx.notifyMail() }),
];
