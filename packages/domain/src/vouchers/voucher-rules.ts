import { addMonths } from '../schedule/zoned-day.ts';

/** The certificate's motif, each with its own picture and design. */
export const VOUCHER_MOTIFS = ['birthday', 'christmas', 'neutral'] as const;
export type VoucherMotif = (typeof VOUCHER_MOTIFS)[number];

/** How the buyer pays: at the practice, by invoice in advance (QR-bill), or as agreed by phone. */
export const VOUCHER_PAYMENT_METHODS = ['inPerson', 'invoice', 'phone'] as const;
export type VoucherPaymentMethod = (typeof VOUCHER_PAYMENT_METHODS)[number];

export const VOUCHER_SHIP_TO = ['buyer', 'recipient'] as const;
export const VOUCHER_SHIP_BY = ['email', 'post'] as const;

/** A voucher's value: whole francs from CHF 20 to CHF 2,000; the form offers 75, 140 and 215 (the three therapy prices). */
export const VOUCHER_MIN_RAPPEN = 2_000;
export const VOUCHER_MAX_RAPPEN = 200_000;
export const VOUCHER_QUICK_FRANCS = [75, 140, 215] as const;

/** unconfirmed → paid → sent → used up; archived at any time (and restored). */
export const VOUCHER_STATES = ['unconfirmed', 'paid', 'sent', 'usedUp', 'archived'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

/** A voucher's state from its facts: archived first, then used up, sent, paid (confirmed), else unconfirmed. */
export function voucherState(v: { archived: boolean; confirmed: boolean; sent: boolean; balanceRappen: number }): VoucherState {
  if (v.archived) return 'archived';
  if (v.confirmed && v.balanceRappen === 0) return 'usedUp';
  if (v.sent) return 'sent';
  if (v.confirmed) return 'paid';
  return 'unconfirmed';
}

/**
 * The shortest validity the practice may set (ADR 015): a voucher is a claim the law lets run for
 * at least five years (OR 128 no. 3 for care like this practice's; OR 127: ten for other services),
 * and OR 129 forbids shortening it by agreement.
 */
export const VOUCHER_MIN_VALIDITY_YEARS = 5;

/**
 * The last day a voucher can be redeemed: the day `years` after the day it was paid with the same
 * number (the last of the month when that month has none), as OR 132 and 77 count a limitation
 * period: the first day does not count, the last one does.
 */
export const voucherValidUntil = (paidOn: string, years: number) => addMonths(paidOn, years * 12);

/** Past its last day; a voucher not paid yet has none and is not expired (it is not redeemable either). */
export const voucherExpired = (validUntil: string | null, today: string) => validUntil !== null && validUntil < today;

/**
 * What removing a payment of a voucher's purchase does to it: nothing while it was not paid, or
 * the payments left still cover its value; else it becomes unpaid again (its state before the
 * payment: no valid-until, not redeemable), which is refused once anything was redeemed from it
 * (`VOUCHER_IN_USE`: the redemptions rest on that money).
 */
export function purchaseRemoval(v: { confirmed: boolean; valueRappen: number; paidAfterRappen: number; redeemed: boolean }): 'keep' | 'unpay' | 'refuse' {
  if (!v.confirmed || v.paidAfterRappen >= v.valueRappen) return 'keep';
  return v.redeemed ? 'refuse' : 'unpay';
}

/** Hours after the payment within which a paid voucher's certificate must be out (section 9 "Voucher by invoice"). */
export const CERTIFICATE_DUE_HOURS = 24;

/**
 * Whether the certificate of a voucher must go out now: paid (confirmed), not sent, not archived;
 * by e-mail at once; by post it is the staff's to print, and once 24 hours have passed since the
 * payment it shows on the to-do list as overdue.
 */
export function certificateDue(
  v: { confirmedAt: Date | null; sentAt: Date | null; archived: boolean; shipBy: string },
  now: Date,
): 'mailNow' | 'postOverdue' | 'postPending' | 'none' {
  if (!v.confirmedAt || v.sentAt || v.archived) return 'none';
  if (v.shipBy === 'email') return 'mailNow';
  return now.getTime() - v.confirmedAt.getTime() >= CERTIFICATE_DUE_HOURS * 3_600_000 ? 'postOverdue' : 'postPending';
}

/** A redemption's default amount: what the voucher still holds, at most what is due. */
export const redemptionDefault = (balanceRappen: number, dueRappen: number) => Math.max(0, Math.min(balanceRappen, dueRappen));
