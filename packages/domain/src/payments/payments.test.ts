import { describe, expect, it } from 'vitest';
import { invoiceInfo } from '../front-desk/front-desk.ts';
import { defaultPaymentAmount, newPaymentSchema, paymentOutstanding, paymentTypeAllowed, paymentTypesFor, refundableCash, todoRating } from './payments.ts';

describe('payment types per target', () => {
  it.each([
    ['booking', [1, 2, 3, 4, 5]],
    ['voucher', [1, 2, 3, 4, 7]],
  ] as const)('a %s takes types %j', (target, types) => {
    expect(paymentTypesFor(target)).toEqual(types);
    for (const type of [1, 2, 3, 4, 5, 6, 7]) expect(paymentTypeAllowed(target, type)).toBe((types as readonly number[]).includes(type));
  });

  it('never takes a voucher purchase (6) or an unknown type by hand', () => {
    expect(paymentTypeAllowed('booking', 6)).toBe(false);
    expect(paymentTypeAllowed('voucher', 6)).toBe(false);
    expect(paymentTypeAllowed('booking', 0)).toBe(false);
  });
});

describe('defaultPaymentAmount', () => {
  it.each([
    [14000, null, 0, 14000],
    [14000, 0, 0, 14000],
    [14000, 10, 0, 12600],
    [14000, 33.33, 0, 9334],
    [7500, 33.33, 0, 5000],
    [21500, 33.33, 0, 14334],
    [14000, 100, 0, 0],
    [14000, 10, 5000, 7600],
    [14000, 0, 14000, 0],
    [14000, 0, 20000, 0],
  ])('price %i, discount %s %%, paid %i: %i', (price, discount, paid, expected) => {
    expect(defaultPaymentAmount(price, discount, paid)).toBe(expected);
  });
});

describe('refundableCash', () => {
  const cash = (amountRappen: number, cashback = false) => ({ typeId: 2, amountRappen, cashback });
  it.each([
    ['nothing paid', [], 0],
    ['cash paid', [cash(14000)], 14000],
    ['cash paid, partly refunded', [cash(14000), cash(-4000)], 10000],
    ['cash paid twice, refunded in full', [cash(10000), cash(4000), cash(-14000)], 0],
    ['a cashback is no refund of that cash', [cash(14000), cash(-1000, true)], 14000],
    [
      'card, Twint and an invoice are no cash',
      [
        { typeId: 1, amountRappen: 14000, cashback: false },
        { typeId: 3, amountRappen: 500, cashback: false },
        { typeId: 5, amountRappen: 100, cashback: false },
      ],
      0,
    ],
  ])('%s: %i', (_, payments, expected) => {
    expect(refundableCash(payments)).toBe(expected);
  });
});

describe('invoice info', () => {
  const full = { firstName: 'Anna', lastName: 'Meier', street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich' };
  it.each([
    [0, 0, full, 'none'],
    [14000, 0, full, 'invoice'],
    [14000, 0, { ...full, street: ' ' }, 'warning'],
    [0, 14000, { ...full, city: null }, 'receipt'],
    [7000, 7000, full, 'invoice'],
  ] as const)('invoiced %i, paid directly %i: %s', (invoiceRappen, cashRappen, customer, expected) => {
    expect(invoiceInfo({ invoiceRappen, cashRappen }, customer)).toBe(expected);
  });
});

describe('paymentOutstanding', () => {
  const now = Date.parse('2027-01-10T12:00:00Z');
  const ended = { endMs: now - 1, cancelled: false, chargeRappen: 0, paymentCount: 0, paidRappen: 0 };
  it.each([
    ['ended without payments', ended, true],
    ['ended right now', { ...ended, endMs: now }, true],
    ['not ended yet', { ...ended, endMs: now + 1 }, false],
    ['ended with a payment', { ...ended, paymentCount: 1, paidRappen: 14000 }, false],
    ['ended with only a cashback', { ...ended, paymentCount: 1, paidRappen: -1000 }, false],
    ['cancelled free', { ...ended, cancelled: true }, false],
    ['charged cancellation unpaid', { ...ended, cancelled: true, chargeRappen: 5000 }, true],
    ['charged cancellation partly paid', { ...ended, cancelled: true, chargeRappen: 5000, paymentCount: 1, paidRappen: 2000 }, true],
    ['charged cancellation paid', { ...ended, cancelled: true, chargeRappen: 5000, paymentCount: 1, paidRappen: 5000 }, false],
    ['charged cancellation ahead, unpaid', { ...ended, endMs: now + 86_400_000, cancelled: true, chargeRappen: 5000 }, true],
  ])('%s: %s', (_, booking, expected) => {
    expect(paymentOutstanding(booking, now)).toBe(expected);
  });
});

describe('todoRating', () => {
  const day = 86_400_000;
  it.each([
    [0, 10],
    [2 * day - 1, 10],
    [2 * day, 20],
    [7 * day, 20],
    [7 * day + 1, 30],
    [400 * day, 30],
  ])('%i ms after the end: %i', (age, rating) => {
    expect(todoRating(0, age)).toBe(rating);
  });
});

describe('newPaymentSchema', () => {
  const base = { targetType: 'booking', targetId: 1, amountRappen: 14000, typeId: 1 };
  const messages = (input: object) => newPaymentSchema.safeParse({ ...base, ...input }).error?.issues.map((issue) => issue.message) ?? [];
  it('takes a plain card payment with an empty text', () => {
    expect(newPaymentSchema.parse(base)).toMatchObject({ transactionText: '' });
  });
  it.each([
    [{ amountRappen: 0 }, 'amountZero'],
    [{ amountRappen: 1.5 }, 'invalidAmount'],
    [{ amountRappen: '140' }, 'invalidAmount'],
    [{ amountRappen: 10_000_001 }, 'amountTooLarge'],
    [{ amountRappen: -100 }, 'negativeOnlyCash'],
    [{ typeId: 2, amountRappen: -100 }, 'refundNeedsText'],
    [{ typeId: 2, amountRappen: 13997 }, 'notCashAmount'],
    [{ typeId: 2, amountRappen: -13998, transactionText: 'Rückerstattung' }, 'notCashAmount'],
    [{ typeId: 2, amountRappen: -10_000_005, transactionText: 'Rückerstattung' }, 'amountTooLarge'],
    [{ typeId: 1, amountRappen: 100, acquiredCustomerEmail: 'a@example.com' }, 'cashbackIsNegativeCash'],
    [{ voucherId: 3 }, 'voucherOnlyForRedemption'],
    [{ typeId: 4 }, 'voucherNeeded'],
    [{ date: '2027-01-01' }, 'dateNotEditable'],
    [{ typeId: 8 }, 'unknownPaymentType'],
  ])('refuses %j: %s', (input, message) => {
    expect(messages(input)).toContain(message);
  });
  it('takes cash in 5 Rappen, and card, Twint, invoice and voucher amounts to the Rappen', () => {
    expect(messages({ typeId: 2, amountRappen: 13995 })).toEqual([]);
    expect(messages({ typeId: 2, amountRappen: -10_000_000, transactionText: 'Rückerstattung' })).toEqual([]);
    for (const typeId of [1, 3, 5]) expect(messages({ typeId, amountRappen: 13997 })).toEqual([]);
    expect(messages({ typeId: 4, amountRappen: 13997, voucherId: 3 })).toEqual([]);
    expect(messages({ targetType: 'voucher', typeId: 7, amountRappen: 13997, date: '2027-01-04' })).toEqual([]);
  });

  it('takes a cashback (negative cash with the brought customer) and a refund with its reason', () => {
    expect(messages({ typeId: 2, amountRappen: -1000, acquiredCustomerEmail: 'rita@example.com' })).toEqual([]);
    expect(messages({ typeId: 2, amountRappen: -5000, transactionText: 'Rückerstattung' })).toEqual([]);
  });
});
