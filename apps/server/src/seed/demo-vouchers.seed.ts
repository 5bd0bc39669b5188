import { randomBytes } from 'node:crypto';
import { addDays, SAMPLE_PRACTICE_SETTINGS, generateVoucherCode, practiceDate, voucherValidUntil } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { payments, vouchers, voucherCounters } from '../db/schema/index.ts';
import { nextYearlySequence } from '../db/yearly-counter.repo.ts';

/**
 * Two gift vouchers of a demo customer: a birthday voucher paid by card and e-mailed to its
 * recipient (its whole value still to redeem), and a Christmas voucher requested, to be paid at the
 * practice. Numbered from the year's counter; only when the customer has none yet.
 */
export async function seedDemoVouchers(db: Executor, buyerId: number, now: Date): Promise<void> {
  if ((await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.buyerId, buyerId)).limit(1)).length > 0) return;
  const today = practiceDate(now);
  const code = () => generateVoucherCode((count) => new Uint8Array(randomBytes(count)));
  const requested = [addDays(today, -20), addDays(today, -2)];
  for (const [i, requestedOn] of requested.entries()) {
    const year = Number(requestedOn.slice(0, 4));
    const number = `${year}-${String(await nextYearlySequence(db, voucherCounters, year)).padStart(4, '0')}`;
    const paid = i === 0;
    const [voucher] = await db
      .insert(vouchers)
      .values({
        number,
        year,
        code: code(),
        buyerId,
        motif: paid ? 'birthday' : 'christmas',
        initialRappen: paid ? 14_000 : 21_500,
        balanceRappen: paid ? 14_000 : 21_500,
        fromName: 'Sophie',
        forName: paid ? 'Claire Dubois' : 'Jean Dubois',
        shipTo: paid ? 'recipient' : 'buyer',
        shipBy: paid ? 'email' : 'post',
        shipEmail: paid ? 'claire.dubois@example.com' : null,
        paymentMethod: 'inPerson',
        language: 'fr',
        requestedOn,
        // Valid from its payment (the day it was requested here) for the default years; none while unpaid.
        validUntil: paid ? voucherValidUntil(requestedOn, SAMPLE_PRACTICE_SETTINGS.voucherValidityYears) : null,
        confirmedAt: paid ? new Date(`${requestedOn}T10:00:00Z`) : null,
        sentAt: paid ? new Date(`${requestedOn}T10:05:00Z`) : null,
      })
      .returning({ id: vouchers.id, initialRappen: vouchers.initialRappen });
    if (paid)
      await db.insert(payments).values({
        targetType: 'voucher',
        targetVoucherId: voucher!.id,
        amountRappen: voucher!.initialRappen,
        typeId: 1,
        paidOn: requestedOn,
        payerId: buyerId,
      });
  }
}
