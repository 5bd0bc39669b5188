import { describe, expect, it } from 'vitest';
import {
  cashbackValues,
  defaultAmountText,
  initialPaymentValues,
  maySubmit,
  parseDiscount,
  parseSignedChf,
  redemptionAmountText,
  toPaymentInput,
} from './payment-form-model.ts';

describe('parseSignedChf', () => {
  it.each([
    ['140', 14000],
    ['140.5', 14050],
    ['-10', -1000],
    ['−10.00', -1000],
    [" 1'000.05 ", 100005],
    ['', null],
    ['abc', null],
    ['1.234', null],
  ])('%j is %s', (text, rappen) => {
    expect(parseSignedChf(text)).toBe(rappen);
  });
});

describe('the default amount', () => {
  it.each([
    ['', 14000, 0, '140.00'],
    ['10', 14000, 0, '126.00'],
    ['33.33', 14000, 0, '93.34'],
    ['33,33', 7500, 0, '50.00'],
    ['100', 14000, 0, '0.00'],
    ['10', 14000, 5000, '76.00'],
    ['abc', 14000, 0, '140.00'],
  ])('discount %j on %i with %i paid: %s', (discount, price, paid, expected) => {
    expect(defaultAmountText(price, discount, paid)).toBe(expected);
  });

  it.each([
    ['33.33', 21500, 0, '143.34', '143.35'],
    ['', 13997, 0, '139.97', '139.95'],
    ['', 13998, 0, '139.98', '140.00'],
    ['', 14000, 5002, '89.98', '90.00'],
    ['10', 14000, 0, '126.00', '126.00'],
  ])('discount %j on %i with %i paid: %s by card, %s in cash', (discount, price, paid, exact, cash) => {
    expect(defaultAmountText(price, discount, paid, '1')).toBe(exact);
    expect(defaultAmountText(price, discount, paid, 1)).toBe(exact);
    expect(defaultAmountText(price, discount, paid, '2')).toBe(cash);
    for (const other of ['3', '4', '5', '7']) expect(defaultAmountText(price, discount, paid, other)).toBe(exact);
  });

  it('takes for a redemption at most what the voucher still holds', () => {
    expect(redemptionAmountText(10000, 14000, '', 0)).toBe('100.00');
    expect(redemptionAmountText(20000, 14000, '10', 0)).toBe('126.00');
    expect(redemptionAmountText(20000, 14000, '', 14000)).toBe('0.00');
  });

  it('reads a discount as a number, empty as none, nonsense as invalid', () => {
    expect(parseDiscount('')).toBeNull();
    expect(parseDiscount('12.5')).toBe(12.5);
    expect(parseDiscount('101')).toBeUndefined();
    expect(parseDiscount('-5')).toBeUndefined();
  });
});

describe('toPaymentInput', () => {
  const target = { type: 'booking' as const, id: 7 };
  it('sends a card payment of the default amount', () => {
    expect(toPaymentInput(initialPaymentValues(14000), target)).toEqual({
      targetType: 'booking',
      targetId: 7,
      amountRappen: 14000,
      typeId: 1,
      transactionText: '',
      acquiredCustomerEmail: undefined,
      voucherId: undefined,
      date: undefined,
      discountPercent: undefined,
    });
  });

  it('sends the discount a booking’s amount was figured with, never one of a voucher', () => {
    const values = { ...initialPaymentValues(12600), discount: '10' };
    expect(toPaymentInput(values, target)).toMatchObject({ amountRappen: 12600, discountPercent: 10 });
    expect(toPaymentInput({ ...values, discount: '33,33' }, target)).toMatchObject({ discountPercent: 33.33 });
    expect(toPaymentInput({ ...values, discount: '' }, target)).toMatchObject({ discountPercent: undefined });
    expect(toPaymentInput(values, { type: 'voucher', id: 1 })).toMatchObject({ discountPercent: undefined });
  });

  it('sends a cashback as cash of CHF −10 with the brought customer', () => {
    expect(toPaymentInput({ ...initialPaymentValues(0), ...cashbackValues('rita@example.com') }, target)).toMatchObject({
      amountRappen: -1000,
      typeId: 2,
      acquiredCustomerEmail: 'rita@example.com',
    });
  });

  it('drops a voucher unless it is redeemed, and a date unless it is an invoice payment', () => {
    const values = { ...initialPaymentValues(100), voucherId: '3', date: '2027-01-01' };
    expect(toPaymentInput(values, target)).toMatchObject({ voucherId: undefined, date: undefined });
    expect(toPaymentInput({ ...values, typeId: '4' }, target)).toMatchObject({ voucherId: 3 });
    expect(toPaymentInput({ ...values, typeId: '7' }, { type: 'voucher', id: 1 })).toMatchObject({ voucherId: 3, date: '2027-01-01' });
  });

  it('sends the reason to redeem an expired voucher only with a redemption', () => {
    const values = { ...initialPaymentValues(100), voucherId: '3', voucherOverrideReason: 'Kulanz' };
    expect(toPaymentInput({ ...values, typeId: '4' }, target)).toMatchObject({ voucherId: 3, voucherOverrideReason: 'Kulanz' });
    expect(toPaymentInput(values, target).voucherOverrideReason).toBeUndefined();
    expect(toPaymentInput({ ...values, typeId: '4', voucherOverrideReason: '  ' }, target).voucherOverrideReason).toBeUndefined();
  });

  it('leaves an amount that is none as NaN for the schema to name', () => {
    expect(toPaymentInput({ ...initialPaymentValues(0), amount: 'zehn' }, target).amountRappen).toBeNaN();
  });

  it('hides the submit button for a voucher redemption until a voucher is chosen', () => {
    expect(maySubmit(initialPaymentValues(0))).toBe(true);
    expect(maySubmit({ ...initialPaymentValues(0), typeId: '4' })).toBe(false);
    expect(maySubmit({ ...initialPaymentValues(0), typeId: '4', voucherId: '2' })).toBe(true);
  });
});
