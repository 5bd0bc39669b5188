import { describe, expect, it } from 'vitest';
import { profileInputSchema } from '../accounts/profile.ts';
import { newPaymentSchema } from '../payments/payments.ts';
import { practiceSettingsSchema, SAMPLE_PRACTICE_SETTINGS } from '../settings/practice-settings.ts';
import {
  cancelReceiptSchema,
  countsForReceipt,
  groupByTherapist,
  receiptCoverage,
  receiptLine,
  receiptPaymentDay,
  type ReceiptPaymentFact,
} from './receipt-rules.ts';

const payment = (fact: Partial<ReceiptPaymentFact>): ReceiptPaymentFact => ({
  id: 1,
  typeId: 1,
  amountRappen: 14000,
  paidOn: '2027-01-05',
  discountBasisPoints: null,
  cashback: false,
  invoice: null,
  voucherNumber: null,
  ...fact,
});

describe('what counts for a receipt', () => {
  it('counts card, cash, Twint and voucher, an invoice only once paid, never a cashback', () => {
    expect([1, 2, 3, 4].map((typeId) => countsForReceipt(payment({ typeId })))).toEqual([true, true, true, true]);
    expect(countsForReceipt(payment({ typeId: 2, amountRappen: -1000, cashback: true }))).toBe(false);
    expect(countsForReceipt(payment({ typeId: 5, invoice: { number: '2027-0001', state: 'sent', paidOn: null } }))).toBe(false);
    expect(countsForReceipt(payment({ typeId: 5, invoice: { number: '2027-0001', state: 'paid', paidOn: '2027-01-20' } }))).toBe(true);
    expect(countsForReceipt(payment({ typeId: 5 }))).toBe(false);
    // An invoice's day is the day it was paid.
    expect(receiptPaymentDay(payment({ typeId: 5, invoice: { number: '2027-0001', state: 'paid', paidOn: '2027-01-20' } }))).toBe('2027-01-20');
    expect(receiptPaymentDay(payment({ typeId: 2 }))).toBe('2027-01-05');
  });

  it('is covered when the payments reach the price after the last discount given, and prints what was paid, never more than the price', () => {
    expect(receiptCoverage(14000, [payment({})])).toMatchObject({ dueRappen: 14000, paidRappen: 14000, covered: true, amountRappen: 14000 });
    expect(receiptCoverage(14000, [payment({ amountRappen: 12600 })])).toMatchObject({ dueRappen: 14000, covered: false });
    expect(receiptCoverage(14000, [payment({ amountRappen: 12600, discountBasisPoints: 1000 })])).toMatchObject({
      dueRappen: 12600,
      covered: true,
      amountRappen: 12600,
    });
    // A voucher of 150 and cash of 65 pay 215.
    const split = receiptCoverage(21500, [
      payment({ id: 1, typeId: 4, amountRappen: 15000, voucherNumber: '2027-0003' }),
      payment({ id: 2, typeId: 2, amountRappen: 6500 }),
    ]);
    expect(split).toMatchObject({ paidRappen: 21500, covered: true });
    expect(split.counted.map((p) => p.id)).toEqual([1, 2]);
    // A tip is no treatment; a cashback is a reward, not a payment for it.
    expect(receiptCoverage(14000, [payment({ amountRappen: 16000 })]).amountRappen).toBe(14000);
    expect(receiptCoverage(14000, [payment({}), payment({ id: 2, typeId: 2, amountRappen: -1000, cashback: true })])).toMatchObject({
      paidRappen: 14000,
      covered: true,
    });
    // Cash pays what is left rounded to 5 Rappen: 2 Rappen short cover it, 3 do not; by card it is exact.
    const paid = (price: number, basisPoints: number, ...amounts: Array<[number, number]>) =>
      receiptCoverage(
        price,
        amounts.map(([typeId, amountRappen], i) => payment({ id: i + 1, typeId, amountRappen, discountBasisPoints: basisPoints })),
      );
    expect(paid(21500, 3333, [2, 14335])).toMatchObject({ dueRappen: 14334, covered: true, amountRappen: 14335 });
    expect(paid(13997, 0, [2, 13995])).toMatchObject({ dueRappen: 13997, covered: true, amountRappen: 13995 });
    expect(paid(13997, 0, [1, 10000], [2, 3995])).toMatchObject({ dueRappen: 13997, covered: true });
    expect(paid(13997, 0, [1, 13995])).toMatchObject({ dueRappen: 13997, covered: false });
    expect(paid(13998, 0, [2, 13995])).toMatchObject({ dueRappen: 13998, covered: false });
    // A refund lowers what was paid.
    expect(receiptCoverage(14000, [payment({}), payment({ id: 2, typeId: 2, amountRappen: -2000 })]).covered).toBe(false);
    // Nothing paid, or everything given away, is no receipt.
    expect(receiptCoverage(14000, []).covered).toBe(false);
    expect(receiptCoverage(14000, [payment({ amountRappen: 1, discountBasisPoints: 10000 })])).toMatchObject({ dueRappen: 0, covered: true, amountRappen: 1 });
    // An unpaid invoice pays nothing yet.
    expect(receiptCoverage(14000, [payment({ typeId: 5, invoice: { number: '2027-0001', state: 'open', paidOn: null } })])).toMatchObject({
      paidRappen: 0,
      covered: false,
    });
  });

  it('prints units of 5 minutes and the unit price of what was paid', () => {
    expect(receiptLine(55, 12600)).toEqual({ units: 11, unitPrice: '11.45455', amountRappen: 12600 });
  });

  it('groups bookings by therapist in the order of their first booking', () => {
    const bookings = [
      { id: 1, therapistId: 7 },
      { id: 2, therapistId: 9 },
      { id: 3, therapistId: 7 },
    ];
    expect(groupByTherapist(bookings).map((group) => group.map((b) => b.id))).toEqual([[1, 3], [2]]);
  });
});

describe('the data a Tarif 590 receipt asks for', () => {
  const base = { firstName: 'Anna', lastName: 'Meier', phone: '+41791234567', language: 'de' };
  it('takes the patient’s sex and insured number as optional profile fields', () => {
    expect(profileInputSchema.parse({ ...base, sex: 'female', insuredNumber: ' 80756 0123/4 ' })).toMatchObject({
      sex: 'female',
      insuredNumber: '80756 0123/4',
    });
    expect(profileInputSchema.parse({ ...base, sex: null, insuredNumber: '' })).toMatchObject({ sex: null, insuredNumber: null });
    const wrong = profileInputSchema.safeParse({ ...base, sex: 'other', insuredNumber: '123#4' });
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['sex', 'invalidSex'],
      ['insuredNumber', 'invalidInsuredNumber'],
    ]);
  });

  it('knows the practice’s canton among the 26, or none yet', () => {
    expect(practiceSettingsSchema.parse({ ...SAMPLE_PRACTICE_SETTINGS, canton: 'ZH' }).canton).toBe('ZH');
    expect(SAMPLE_PRACTICE_SETTINGS.canton).toBeNull();
    expect(practiceSettingsSchema.safeParse({ ...SAMPLE_PRACTICE_SETTINGS, canton: 'XX' }).error!.issues[0]!.message).toBe('invalidCanton');
  });

  it('takes the discount of a payment with at most two decimals, and an optional reason to cancel a receipt', () => {
    const pay = { targetType: 'booking', targetId: 1, amountRappen: 12600, typeId: 2 };
    expect(newPaymentSchema.parse({ ...pay, discountPercent: 33.33 }).discountPercent).toBe(33.33);
    for (const discountPercent of [-1, 100.5, 10.005]) expect(newPaymentSchema.safeParse({ ...pay, discountPercent }).success).toBe(false);
    expect(cancelReceiptSchema.parse({})).toEqual({ reason: '' });
    expect(cancelReceiptSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });
});
